import type { Knex } from 'knex';

// The admin dashboard's own records, without third-party trackers: page views
// counted per UTC day and path, and each day's visitors as hashes made with that
// day's random salt (salts and hashes are deleted once the day is over, so no
// hash can be recomputed or linked to another day's; the day's count remains). When a user's trial started; indexes for the
// period queries over users and payments.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_view_days', (table) => {
    table.date('day').notNullable();
    table.text('path').notNullable();
    table.integer('views').notNullable();
    table.primary(['day', 'path']);
  });
  // Only today's and yesterday's hashes are kept (to count a visitor once a day);
  // each day's total stays in visitor_day_counts.
  await knex.schema.createTable('visitor_days', (table) => {
    table.date('day').notNullable();
    table.text('visitor_hash').notNullable();
    table.primary(['day', 'visitor_hash']);
  });
  await knex.schema.createTable('visitor_day_counts', (table) => {
    table.date('day').primary();
    table.integer('visitors').notNullable();
  });
  await knex.schema.createTable('analytics_salts', (table) => {
    table.date('day').primary();
    table.text('salt').notNullable();
  });
  await knex.schema.alterTable('users', (table) => {
    table.timestamp('trial_started_at', { useTz: true }).nullable().index();
    table.index(['created_at']);
  });
  // A user's first payment is their trial's conversion: marked when it is recorded.
  await knex.schema.alterTable('payments', (table) => {
    table.boolean('is_first').notNullable().defaultTo(false);
    table.index(['paid_at']);
  });
  await knex.raw(`
    update payments set is_first = true where id in (
      select distinct on (user_id) id from payments order by user_id, paid_at, id
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (table) => {
    table.dropIndex(['paid_at']);
    table.dropColumn('is_first');
  });
  await knex.schema.alterTable('users', (table) => {
    table.dropIndex(['created_at']);
    table.dropColumn('trial_started_at');
  });
  await knex.schema.dropTable('analytics_salts');
  await knex.schema.dropTable('visitor_day_counts');
  await knex.schema.dropTable('visitor_days');
  await knex.schema.dropTable('page_view_days');
}
