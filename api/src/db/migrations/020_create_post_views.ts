import type { Knex } from 'knex';

// Blog post views, counted by the API (never a write to the CMS on a read).
// One row per counted view; post_view_counts keeps the per-post total, updated
// in the same statement, so listing views for nine posts is one index lookup.
// post_id is the CMS document id (text).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_views', (table) => {
    table.bigIncrements('id').primary();
    table.text('post_id').notNullable();
    // A hash of the viewer's address and browser: repeat views within a window count once.
    table.text('viewer').notNullable();
    table.timestamp('viewed_at', { useTz: true }).notNullable();
    table.index(['post_id', 'viewer', 'viewed_at']);
  });
  await knex.schema.createTable('post_view_counts', (table) => {
    table.text('post_id').primary();
    table.bigInteger('views').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('post_view_counts');
  await knex.schema.dropTable('post_views');
}
