import type { Knex } from 'knex';

// A user's own daily tasks; the built-in ones live in code (built-in-tasks.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('custom_daily_tasks', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('title').notNullable();
    table.text('description').nullable();
    table.text('category').notNullable();
    table.integer('duration').notNullable();
    table.text('difficulty').notNullable();
    table.integer('points').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('custom_daily_tasks');
}
