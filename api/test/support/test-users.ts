import type { Knex } from 'knex';
import { createSessionToken, hashSessionToken } from '../../src/features/auth/session-token';

const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;
/** A fresh email per test, so tests sharing a database never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The password of every test account: hard enough to guess for the API to accept it. */
export const TEST_PASSWORD = 'amber-tide-73';

/** A valid POST /api/auth/signup body with a fresh email. */
export const signupBody = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  ...patch,
});

export type TestUser = { id: string; token: string };

/** Far enough ahead for any pinned test clock: the trial never ends inside a feature test. */
export const TRIAL_RUNNING_THROUGHOUT = new Date('2100-01-01T00:00:00Z');

/**
 * A user with a live session, written straight to the database: sign-up's
 * argon2 work would only slow the feature suites down (auth has its own tests).
 * Their trial runs throughout unless a test says when it ends.
 */
export async function createTestUser(
  knex: Knex,
  {
    timeZone = null,
    hasPaid = false,
    trialEndDate = TRIAL_RUNNING_THROUGHOUT,
    sessionExpiresAt = new Date(Date.now() + DAY_MS),
  }: {
    timeZone?: string | null;
    hasPaid?: boolean;
    trialEndDate?: Date | null;
    /** A suite on a pinned clock far from today passes a date its clock never reaches. */
    sessionExpiresAt?: Date;
  } = {},
): Promise<TestUser> {
  const email = uniqueEmail('rewards');
  const [user] = (await knex('users')
    .insert({
      email,
      // uniqueEmail() is lower-case ASCII: already in its normalised form.
      email_normalized: email,
      password_hash: 'not-a-hash',
      first_name: 'Ada',
      last_name: 'Lovelace',
      has_paid: hasPaid,
      trial_end_date: trialEndDate,
      time_zone: timeZone,
    })
    .returning('id')) as { id: string }[];
  if (!user) throw new Error('no user inserted');
  const token = createSessionToken();
  await knex('sessions').insert({
    user_id: user.id,
    token_hash: hashSessionToken(token),
    expires_at: sessionExpiresAt,
  });
  return { id: user.id, token };
}
