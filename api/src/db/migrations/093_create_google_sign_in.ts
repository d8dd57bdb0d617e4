import type { Knex } from 'knex';

// Google sign-in (OpenID Connect): the account's Google subject once linked; the
// flows under way (PKCE verifier and nonce by the hash of their state, single use,
// minutes long); and the one-time codes that hand a session to the browser.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('google_sub').nullable().unique();
  });
  await knex.schema.createTable('google_sign_in_flows', (table) => {
    table.text('state_hash').primary();
    table.text('code_verifier').notNullable();
    table.text('nonce').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
  await knex.schema.createTable('google_session_codes', (table) => {
    table.text('code_hash').primary();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('google_session_codes');
  await knex.schema.dropTable('google_sign_in_flows');
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('google_sub');
  });
}
