import { describe, expect, it } from 'vitest';
import * as accountsWithoutPassword from '../src/db/migrations/099_allow_accounts_without_password';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { createTestUser } from './support/test-users';

// Every Google link before 099 was made on the email alone: a password set before
// it may be a stranger's. Redone over existing accounts, 099 ends those passwords,
// sessions and known devices, and leaves accounts without Google as they were.

describe.each(DATABASE_ENGINES)('migration 099 over existing accounts on %s', (engine) => {
  const db = useTestDatabase(engine);

  const liveSessions = async (userId: string) =>
    db.knex('sessions').where({ user_id: userId }).whereNull('revoked_at');

  it('removes the password, sessions and known devices of accounts linked to Google, only', async () => {
    await accountsWithoutPassword.down(db.knex);
    const linked = await createTestUser(db.knex);
    const plain = await createTestUser(db.knex);
    await db
      .knex('users')
      .where({ id: linked.id })
      .update({ google_sub: `sub-${linked.id}` });
    for (const { id } of [linked, plain]) {
      await db.knex('known_devices').insert({ user_id: id, device_hash: `device-of-${id}` });
    }

    await accountsWithoutPassword.up(db.knex);

    const rows = await db.knex('users').whereIn('id', [linked.id, plain.id]);
    const passwordOf = (id: string) => rows.find((row) => row.id === id)?.password_hash;
    expect(passwordOf(linked.id)).toBeNull();
    expect(passwordOf(plain.id)).toBe('not-a-hash');
    expect(await liveSessions(linked.id)).toEqual([]);
    expect(await liveSessions(plain.id)).toHaveLength(1);
    expect(await db.knex('known_devices').where({ user_id: linked.id })).toEqual([]);
    expect(await db.knex('known_devices').where({ user_id: plain.id })).toHaveLength(1);
  });
});
