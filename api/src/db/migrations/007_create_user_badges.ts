import type { Knex } from 'knex';

// A badge is earned once: the primary key decides between two racing checks.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_badges', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('type').notNullable();
    table.integer('points_awarded').notNullable();
    table.timestamp('earned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'type']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_badges');
}
