import type { Knex } from 'knex';

// Reminder settings (issue 38), one row per person once they save them; until then the
// defaults apply (the practice time from their first-run answers). Times are 'HH:MM' local.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reminder_settings', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.boolean('practice_enabled').notNullable();
    table.text('practice_time').notNullable();
    table.boolean('goal_enabled').notNullable();
    table.text('goal_time').notNullable();
    table.text('quiet_start').nullable();
    table.text('quiet_end').nullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(
      '(quiet_start is null) = (quiet_end is null)',
      [],
      'reminder_settings_quiet_hours_whole',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reminder_settings');
}
