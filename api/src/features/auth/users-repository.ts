import type { Knex } from 'knex';
import type { UserRow } from './user-view';

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  trialEndDate: Date | null;
  timeZone: string | null;
};

// Emails are unique without case (index on lower(email)); lookups match that.
export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();
}

export async function insertUser(db: Knex | Knex.Transaction, user: NewUser): Promise<UserRow> {
  const [row] = await db<UserRow>('users')
    .insert({
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      trial_end_date: user.trialEndDate,
      time_zone: user.timeZone,
      // A zone sent at sign-up is the first one: the change interval starts now.
      time_zone_changed_at: user.timeZone ? db.fn.now() : null,
    })
    .returning('*');
  if (!row) throw new Error('insert into users returned no row');
  return row;
}
