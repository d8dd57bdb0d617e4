import type { Knex } from 'knex';

// A zone the person chose on the settings page stays theirs: the browser's
// X-Time-Zone header no longer moves it. Choosing the zone the browser is in
// clears the flag, so the account follows the device again (travel).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.boolean('time_zone_is_chosen').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('time_zone_is_chosen');
  });
}
