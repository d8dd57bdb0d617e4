import type { Knex } from 'knex';

// The manifestation goal the first run drafted from `mainGoal` (issue 38). Kept apart
// from the plan's `goalId`, which is null while the answer is "later", so answering a
// goal again updates this same goal rather than making (and paying for) another.
// Deleting the goal forgets it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_plans', (table) => {
    table.uuid('draft_goal_id').nullable().references('id').inTable('goals').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_plans', (table) => {
    table.dropColumn('draft_goal_id');
  });
}
