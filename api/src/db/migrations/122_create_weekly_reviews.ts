import type { Knex } from 'knex';

// The weekly review (issue 38): one row per person and week (its Sunday, local), claimed
// before the email goes out, as reminder_deliveries are; the figures it showed are kept.
// The review can be stopped from its email: reminder_settings.weekly_review_enabled.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('weekly_reviews', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** The Sunday the week ends on, in the person's zone. */
    table.date('week_end').notNullable();
    /** 'sending' (claimed), 'sent', or 'skipped' (found too late). */
    table.text('status').notNullable();
    table.jsonb('figures').nullable();
    table.timestamp('decided_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'week_end']);
    table.check(`status in ('sending', 'sent', 'skipped')`, [], 'weekly_reviews_status_known');
  });
  await knex.schema.alterTable('reminder_settings', (table) => {
    table.boolean('weekly_review_enabled').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reminder_settings', (table) => {
    table.dropColumn('weekly_review_enabled');
  });
  await knex.schema.dropTable('weekly_reviews');
}
