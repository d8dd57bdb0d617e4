import type { Knex } from 'knex';

// A blog view now counts once per post, day and viewer key (the reader's
// address, and their account when signed in), whatever the User-Agent says.
// The unique index makes that hold across concurrent requests and processes.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_views', (table) => {
    table.date('view_day').nullable();
  });
  await knex.raw(`update post_views set view_day = (viewed_at at time zone 'UTC')::date`);
  // Older rows deduplicated per 30 minutes, so a day may hold several of one viewer.
  await knex.raw(
    `delete from post_views a using post_views b
     where a.post_id = b.post_id and a.viewer = b.viewer and a.view_day = b.view_day and a.id > b.id`,
  );
  await knex.schema.alterTable('post_views', (table) => {
    table.dropIndex(['post_id', 'viewer', 'viewed_at']);
    table.dropNullable('view_day');
    table.unique(['post_id', 'viewer', 'view_day'], { indexName: 'post_views_once_a_day' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('post_views', (table) => {
    table.dropUnique(['post_id', 'viewer', 'view_day'], 'post_views_once_a_day');
    table.dropColumn('view_day');
    table.index(['post_id', 'viewer', 'viewed_at']);
  });
}
