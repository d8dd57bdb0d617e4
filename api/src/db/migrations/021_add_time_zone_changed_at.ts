import type { Knex } from 'knex';

// When the user's zone was last set. Local days (payments, daily caps) follow
// the zone, so it may change only once per TIME_ZONE_CHANGE_INTERVAL_HOURS;
// null (rows from before this column) lets the next change through.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.timestamp('time_zone_changed_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('time_zone_changed_at');
  });
}
