import type { Knex } from 'knex';

// A goal's milestones (issue 38). While a goal has any, its progress is the
// share of them done (packages/contracts/src/goal-progress.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('goal_milestones', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.uuid('goal_id').notNullable().references('id').inTable('goals').onDelete('CASCADE');
    table.text('title').notNullable();
    table.boolean('done').notNullable().defaultTo(false);
    table.integer('position').notNullable();
    table.timestamp('done_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['goal_id', 'position']);
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('goal_milestones');
}
