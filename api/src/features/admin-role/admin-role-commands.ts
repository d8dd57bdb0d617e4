import { normalizeEmail } from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import { findUserByEmail } from '../auth/users-repository';
import { isAdminEmail, type UserRow } from '../auth/user-view';

/** What a command printed and how the process should end (0: done, 1: refused, 2: usage). */
export type CommandResult = { exitCode: 0 | 1 | 2; message: string };

export const ADMIN_COMMAND_USAGE = [
  'Usage: npm run admin -w @manifest/api -- <command>',
  '  grant <email>    give the admin role to the account with this (verified) email',
  '  revoke <email>   take the role away',
  '  list             the accounts with the role, and what ADMIN_EMAILS grants',
].join('\n');

type Context = { knex: Knex; adminEmails: readonly string[] };

const done = (message: string): CommandResult => ({ exitCode: 0, message });
const refused = (message: string): CommandResult => ({ exitCode: 1, message });

/**
 * Grants the role only to an address its owner has proven: granted to an unproven
 * one, it would make an admin of whoever signed up with the address first.
 */
async function grant({ knex }: Context, email: string): Promise<CommandResult> {
  const user = await findUserByEmail(knex, normalizeEmail(email));
  if (!user) return refused(`No account has the email ${email}. They sign up first; then grant.`);
  if (!user.email_verified_at) {
    return refused(
      `${user.email} has not confirmed the address yet. They open the link we emailed them ` +
        '(or send a new one from Account settings); then grant again.',
    );
  }
  if (user.role === 'admin') return done(`${user.email} is an admin already.`);
  await knex<UserRow>('users')
    .where({ id: user.id })
    .update({ role: 'admin', updated_at: new Date() });
  return done(`${user.email} is now an admin.`);
}

async function revoke({ knex, adminEmails }: Context, email: string): Promise<CommandResult> {
  const user = await findUserByEmail(knex, normalizeEmail(email));
  if (!user) return refused(`No account has the email ${email}.`);
  const stillListed = isAdminEmail(user.email, adminEmails)
    ? ` ADMIN_EMAILS still lists ${user.email}: remove it there as well, or they stay an admin.`
    : '';
  if (user.role !== 'admin') return done(`${user.email} has no admin role.${stillListed}`);
  await knex<UserRow>('users')
    .where({ id: user.id })
    .update({ role: null, updated_at: new Date() });
  return done(`${user.email} is no longer granted the admin role.${stillListed}`);
}

async function list({ knex, adminEmails }: Context): Promise<CommandResult> {
  const granted = await knex<UserRow>('users').where({ role: 'admin' }).orderBy('email');
  const lines = ['Granted by command:'];
  lines.push(...(granted.length ? granted.map((user) => `  ${user.email}`) : ['  (none)']));
  lines.push('Listed in ADMIN_EMAILS (admin only once the address is verified):');
  if (!adminEmails.length) lines.push('  (none)');
  for (const email of adminEmails) {
    const user = await findUserByEmail(knex, normalizeEmail(email));
    const state = !user ? 'no account' : user.email_verified_at ? 'verified' : 'not verified';
    lines.push(`  ${email} (${state})`);
  }
  return done(lines.join('\n'));
}

/** Runs one command line (the arguments after the script's name). */
export async function runAdminCommand(
  args: readonly string[],
  context: Context,
): Promise<CommandResult> {
  const [command, email, ...rest] = args;
  if (command === 'list' && email === undefined) return list(context);
  if ((command === 'grant' || command === 'revoke') && email && rest.length === 0) {
    return command === 'grant' ? grant(context, email) : revoke(context, email);
  }
  return { exitCode: 2, message: ADMIN_COMMAND_USAGE };
}
