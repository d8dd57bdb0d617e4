import type { Knex } from 'knex';

// The first-run answers and the starter plan made from them (issue 38), one row per
// person. `first_run_done_at` is set when they finish or skip the first run.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_plans', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    /** ZPlanAnswers, or null when the first run was skipped. */
    table.jsonb('answers').nullable();
    /** ZStarterPlan, or null when the first run was skipped. */
    table.jsonb('plan').nullable();
    table.timestamp('first_run_done_at', { useTz: true }).nullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_plans');
}
