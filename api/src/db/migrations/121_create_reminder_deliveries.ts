import type { Knex } from 'knex';

// One row per person, kind and local day once a reminder was decided: sent (by push or
// email), or skipped and why. The unique key is the claim: whichever process inserts it
// first decides, so no reminder goes out twice, whatever the number of processes or runs.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reminder_deliveries', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.date('local_date').notNullable();
    table.timestamp('due_at', { useTz: true }).notNullable();
    /** 'sending' (claimed), 'sent', or 'skipped'. */
    table.text('status').notNullable();
    /** Why it was skipped: 'day-done', 'quiet-hours', 'late', 'no-channel'. */
    table.text('reason').nullable();
    /** How it was sent: 'push' or 'email'. */
    table.text('channel').nullable();
    table.timestamp('decided_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'kind', 'local_date']);
    table.check(`kind in ('practice', 'goal')`, [], 'reminder_deliveries_kind_known');
    table.check(`status in ('sending', 'sent', 'skipped')`, [], 'reminder_deliveries_status_known');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reminder_deliveries');
}
