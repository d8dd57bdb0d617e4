import type { Knex } from 'knex';

// One row per built-in affirmation said per local day; the unique key makes
// a repeat (or concurrent) completion on the same day fail.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('affirmation_completions', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('affirmation_id').notNullable();
    table.date('local_day').notNullable();
    table.timestamp('completed_at', { useTz: true }).notNullable();
    table.primary(['user_id', 'local_day', 'affirmation_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('affirmation_completions');
}
