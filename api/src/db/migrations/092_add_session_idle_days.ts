import type { Knex } from 'knex';

// 'Remember me': a session may end after its own idle time (1 day unchecked, its
// whole lifetime checked); null keeps the configured SESSION_IDLE_DAYS.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (table) => {
    table.integer('idle_days').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (table) => {
    table.dropColumn('idle_days');
  });
}
