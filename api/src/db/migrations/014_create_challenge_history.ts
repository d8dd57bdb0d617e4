import type { Knex } from 'knex';

// A user's progress per challenge of the built-in catalogue. Reset All deletes
// these rows; whether a challenge already paid lives in the points ledger.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('challenge_history', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('challenge_id').notNullable();
    table.text('status').notNullable();
    table.text('reflection').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('completed_at', { useTz: true }).nullable();
    table.unique(['user_id', 'challenge_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('challenge_history');
}
