import type { Knex } from 'knex';

// Email verification links: only the token's hash is kept. A link works once, until
// it expires or a newer link for the same account ends it (ended_at); the outcome of
// each is kept so the page can say which one a person followed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_verifications', (table) => {
    table.text('token_hash').primary();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.timestamp('ended_at', { useTz: true }).nullable();
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_verifications');
}
