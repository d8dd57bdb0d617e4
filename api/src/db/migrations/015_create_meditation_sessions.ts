import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('meditation_sessions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('meditation_id').notNullable();
    // Minutes, rounded up from the meditation's seconds when the session started.
    table.integer('duration_minutes').notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('meditation_sessions');
}
