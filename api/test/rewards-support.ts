import type { Knex } from 'knex';
import { createSessionToken, hashSessionToken } from '../src/features/auth/session-token';
import { recordReward, type RecordRewardInput } from '../src/features/rewards/rewards-service';
import { uniqueEmail } from './support/test-server';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TestUser = { id: string; token: string };

/**
 * A user with a live session, written straight to the database: sign-up's
 * argon2 work would only slow these suites down (auth has its own tests).
 */
export async function createTestUser(
  knex: Knex,
  {
    timeZone = null,
    hasPaid = false,
    trialEndDate = new Date(Date.now() + 7 * DAY_MS),
  }: {
    timeZone?: string | null;
    hasPaid?: boolean;
    trialEndDate?: Date | null;
  } = {},
): Promise<TestUser> {
  const [user] = (await knex('users')
    .insert({
      email: uniqueEmail('rewards'),
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
    expires_at: new Date(Date.now() + DAY_MS),
  });
  return { id: user.id, token };
}

/** recordReward in a transaction of its own, as a feature service would call it. */
export function payReward(knex: Knex, input: RecordRewardInput) {
  return knex.transaction((trx) => recordReward(trx, input));
}

/** Rows a user owns in every table the rewards code writes. */
export async function rowCounts(knex: Knex, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'activities',
    'points_ledger',
    'activity_days',
    'user_progress',
    'user_badges',
    'progress_marks',
  ]) {
    const row = (await knex(table).where({ user_id: userId }).count({ n: '*' }).first()) as {
      n: string;
    };
    counts[table] = Number(row.n);
  }
  return counts;
}
