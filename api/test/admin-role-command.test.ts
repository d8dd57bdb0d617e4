import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { isAdmin, type UserRow } from '../src/features/auth/user-view';
import { runAdminCommand } from '../src/features/admin-role/admin-role-commands';
import { createPostgresTestDatabase, DATABASE_ENGINES } from './support/test-database';
import { useTestDatabase } from './support/test-app';
import { uniqueEmail } from './support/test-users';

// The operator's command that grants and revokes the admin role
// (`npm run admin -w @manifest/api -- grant someone@example.com`).

const LISTED = 'listed.boss@example.com';

describe.each(DATABASE_ENGINES)('the admin command on %s', (engine) => {
  const db = useTestDatabase(engine);
  const run = (...args: string[]) =>
    runAdminCommand(args, { knex: db.knex, adminEmails: [LISTED] });
  const account = async ({ isVerified }: { isVerified: boolean }, email = uniqueEmail('op')) => {
    await db.knex('users').insert({
      email,
      email_normalized: email,
      password_hash: 'not-a-hash',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_verified_at: isVerified ? new Date() : null,
    });
    return email;
  };
  const isAdminNow = async (email: string) => {
    const row = (await db.knex('users').where({ email_normalized: email }).first()) as UserRow;
    return isAdmin(row, []);
  };

  it('grants the role to a verified account, found whatever the case typed', async () => {
    const email = await account({ isVerified: true });
    expect(await run('grant', email.toUpperCase())).toEqual({
      exitCode: 0,
      message: `${email} is now an admin.`,
    });
    expect(await isAdminNow(email)).toBe(true);
    expect(await run('grant', email)).toEqual({
      exitCode: 0,
      message: `${email} is an admin already.`,
    });
  });

  it('refuses an address nobody has proven, and one with no account', async () => {
    const email = await account({ isVerified: false });
    const unproven = await run('grant', email);
    expect(unproven.exitCode).toBe(1);
    expect(unproven.message).toContain(`${email} has not confirmed the address yet`);
    expect(await isAdminNow(email)).toBe(false);

    const nobody = await run('grant', 'nobody.here@example.com');
    expect(nobody).toEqual({
      exitCode: 1,
      message: 'No account has the email nobody.here@example.com. They sign up first; then grant.',
    });
  });

  it('revokes the role, and warns when ADMIN_EMAILS still lists the address', async () => {
    const email = await account({ isVerified: true });
    await run('grant', email);
    expect(await run('revoke', email)).toEqual({
      exitCode: 0,
      message: `${email} is no longer granted the admin role.`,
    });
    expect(await isAdminNow(email)).toBe(false);

    const listed = await account({ isVerified: true }, LISTED);
    await run('grant', listed);
    const revoked = await run('revoke', listed);
    expect(revoked.message).toContain('ADMIN_EMAILS still lists listed.boss@example.com');
  });

  it('lists the granted accounts and the listed addresses with their state', async () => {
    const granted = await account({ isVerified: true });
    await run('grant', granted);
    const { exitCode, message } = await run('list');
    expect(exitCode).toBe(0);
    expect(message).toContain(`  ${granted}`);
    expect(message).toMatch(/Listed in ADMIN_EMAILS[^\n]*\n {2}listed\.boss@example\.com \(/);
  });

  it('answers anything else with its usage', async () => {
    for (const args of [[], ['grant'], ['promote', 'a@example.com'], ['grant', 'a@b.c', 'x']]) {
      const { exitCode, message } = await runAdminCommand(args, {
        knex: db.knex,
        adminEmails: [],
      });
      expect(exitCode).toBe(2);
      expect(message).toContain('Usage: npm run admin -w @manifest/api -- <command>');
    }
  });
});

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The command's entry in a process of its own, in the api folder, on the database
 * `databaseUrl` names. From source: `npm run admin` runs its build (dist/admin-cli.mjs),
 * and these tests run before the build.
 */
async function runCli(databaseUrl: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/features/admin-role/admin-cli.ts', ...args],
      { cwd: API_DIR, env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the admin command, as an operator runs it', () => {
  it('grants the role in the database DATABASE_URL names, and refuses with exit code 1', async () => {
    const database = await createPostgresTestDatabase();
    const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
    try {
      const email = uniqueEmail('cli');
      await knex('users').insert({
        email,
        email_normalized: email,
        password_hash: 'not-a-hash',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email_verified_at: new Date(),
      });
      const granted = await runCli(database.url, 'grant', email);
      expect(granted).toMatchObject({ code: 0, stdout: `${email} is now an admin.\n` });
      expect((await knex('users').where({ email }).first()).role).toBe('admin');

      const refused = await runCli(database.url, 'grant', 'nobody@example.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('No account has the email nobody@example.com.');
    } finally {
      await knex.destroy();
      await database.drop();
    }
  });
});
