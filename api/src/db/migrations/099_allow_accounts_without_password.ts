import type { Knex } from 'knex';

// An account may have no password (null): one Google made, or one whose
// pre-registered password was removed when Google proved the address. Every
// existing Google link was made on the email alone, so a password set before
// it may be a stranger's: those passwords and the sessions they opened end
// here, as they would for a link made today. The owner still signs in with
// Google and may set a password with 'Forgot password?'.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('password_hash').nullable().alter();
  });
  const linked = knex('users').whereNotNull('google_sub').select('id');
  await knex('sessions')
    .whereIn('user_id', linked)
    .whereNull('revoked_at')
    .update({ revoked_at: knex.fn.now() });
  await knex('known_devices').whereIn('user_id', linked).delete();
  await knex('users').whereNotNull('google_sub').update({ password_hash: null });
}

export async function down(knex: Knex): Promise<void> {
  // Not a valid hash: these accounts keep having no usable password.
  await knex('users').whereNull('password_hash').update({ password_hash: '!' });
  await knex.schema.alterTable('users', (table) => {
    table.text('password_hash').notNullable().alter();
  });
}
