import type { Knex } from 'knex';

// The track record's stat cards (Total Activities, Completed) on every
// dashboard load: counting a user's activities there would read their whole
// history. Every activity row bumps these in the statement that writes it
// (progress-repository.ts, insertActivityWithEntry), logged ones included.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_progress', (table) => {
    table.integer('activities_total').notNullable().defaultTo(0);
    table.integer('activities_completed').notNullable().defaultTo(0);
  });
  // Every user with an activity has a progress row: it is locked before any activity is written.
  await knex.raw(
    `update user_progress p
        set activities_total = c.total, activities_completed = c.completed
       from (select user_id, count(*)::int as total,
                    (count(*) filter (where action = 'completed'))::int as completed
               from activities group by user_id) c
      where c.user_id = p.user_id`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_progress', (table) => {
    table.dropColumn('activities_completed');
    table.dropColumn('activities_total');
  });
}
