import type { Knex } from 'knex';

// Issue 38's loop, vision item → goal → daily tasks:
// - goals.vision_item_id: the vision item a goal was made from, one goal per item;
// - custom_daily_tasks.goal_id: the goal a custom task counts toward;
// - task_completions.goal_id: the goal a completion counted toward when it was made,
//   so a goal's progress is a count of rows (an undone completion simply stops counting).
// Deleting an item, a goal or a task leaves the others standing, unlinked.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('goals', (table) => {
    table
      .uuid('vision_item_id')
      .nullable()
      .unique()
      .references('id')
      .inTable('vision_board_items')
      .onDelete('SET NULL');
  });
  await knex.schema.alterTable('custom_daily_tasks', (table) => {
    table.uuid('goal_id').nullable().references('id').inTable('goals').onDelete('SET NULL');
    table.index(['goal_id']);
  });
  await knex.schema.alterTable('task_completions', (table) => {
    table.uuid('goal_id').nullable().references('id').inTable('goals').onDelete('SET NULL');
    table.index(['goal_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('task_completions', (table) => {
    table.dropColumn('goal_id');
  });
  await knex.schema.alterTable('custom_daily_tasks', (table) => {
    table.dropColumn('goal_id');
  });
  await knex.schema.alterTable('goals', (table) => {
    table.dropColumn('vision_item_id');
  });
}
