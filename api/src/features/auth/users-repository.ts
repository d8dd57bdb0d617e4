import type { Knex } from 'knex';
import type { UserRow } from './user-view';

type Db = Knex | Knex.Transaction;

export type NewUser = {
  /** As typed (trimmed), for display. */
  email: string;
  /** normalizeEmail(email): what makes an account unique and what sign-in looks up. */
  emailNormalized: string;
  /** null: no password (Google vouched for the person). */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  trialEndDate: Date | null;
  timeZone: string | null;
  /** Set when Google vouched for the person (Google sign-in). */
  googleSub?: string;
  /** When the address was proven: at creation when a provider vouched for it, else later by link. */
  emailVerifiedAt?: Date;
};

/** The account of a normalised email (normalizeEmail); `=` on the unique column, no folding in SQL. */
export async function findUserByEmail(
  db: Db,
  emailNormalized: string,
): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ email_normalized: emailNormalized }).first();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db<UserRow>('users')
    .insert({
      email: user.email,
      email_normalized: user.emailNormalized,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      trial_end_date: user.trialEndDate,
      time_zone: user.timeZone,
      google_sub: user.googleSub ?? null,
      email_verified_at: user.emailVerifiedAt ?? null,
      // A zone sent at sign-up is the first one: the change interval starts now.
      time_zone_changed_at: user.timeZone ? db.fn.now() : null,
    })
    .returning('*');
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: at });
}

export async function findUserByGoogleSub(db: Db, googleSub: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ google_sub: googleSub }).first();
}
