import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('goals', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('title').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.text('category').notNullable();
    table.date('target_date').nullable();
    // 'completed' exactly when completed_at is set (the API keeps them together).
    table.text('status').notNullable().defaultTo('active');
    table.integer('progress').notNullable().defaultTo(0);
    table.text('image_url').nullable();
    table.jsonb('metadata').notNullable().defaultTo('{}');
    table.timestamp('completed_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at']);
  });
  await knex.raw(
    'alter table goals add constraint goals_progress_range check (progress between 0 and 100)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('goals');
}
