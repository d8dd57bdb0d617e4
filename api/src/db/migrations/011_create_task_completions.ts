import type { Knex } from 'knex';

// One row per task per local day: the unique key is what makes a second
// (or a concurrent) completion of the same task on the same day fail.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_completions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // A built-in task's key or a custom task's uuid.
    table.text('task_id').notNullable();
    table.boolean('is_custom').notNullable();
    // The calendar day in the user's time zone when it was completed.
    table.date('local_day').notNullable();
    table.text('reflection').nullable();
    table.integer('points_awarded').notNullable();
    table.timestamp('completed_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'task_id', 'local_day']);
    table.index(['user_id', 'local_day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('task_completions');
}
