import type { Knex } from 'knex';

// Kind streaks (domain/kind-streaks.ts) are kept like the spec's streak: a
// state on the user's progress row, moved when a new day is shown up, so
// stats read one row however long the history.
//
// Existing rows get a null kind_run_length: "not computed yet". Stats then
// compute it from the day rows, and the user's next activity stores it. The
// rule lives in TypeScript only; a later change of it can null this column
// again instead of repeating the rule in SQL.
export async function up(knex: Knex): Promise<void> {
  // The local time of the day's first counted activity, as recorded (grace
  // looks for a first activity before noon), like local_day is kept.
  await knex.schema.alterTable('activity_days', (table) => {
    table.time('first_local_time').nullable();
  });
  // Older days: read in the user's zone now (a zone the database does not know reads as UTC).
  await knex.raw(
    `with firsts as (
       select a.user_id, a.local_day, min(a.completed_at) as first_at
         from activities a where a.is_counted group by a.user_id, a.local_day
     ), zones as (
       select u.id as user_id, coalesce(z.name, 'UTC') as zone
         from users u left join pg_timezone_names z on lower(z.name) = lower(u.time_zone)
     )
     update activity_days d
        set first_local_time = date_trunc('second', f.first_at at time zone zones.zone)::time
       from firsts f join zones on zones.user_id = f.user_id
      where d.user_id = f.user_id and d.local_day = f.local_day`,
  );

  await knex.schema.alterTable('user_progress', (table) => {
    table.date('kind_run_end').nullable();
    table.integer('kind_run_length').nullable();
    table.integer('kind_freezes').notNullable().defaultTo(0);
    table.boolean('kind_grace_resting').notNullable().defaultTo(false);
  });
  // Rows from now on start empty; the ones above stay null until computed.
  await knex.raw('alter table user_progress alter column kind_run_length set default 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_progress', (table) => {
    table.dropColumn('kind_grace_resting');
    table.dropColumn('kind_freezes');
    table.dropColumn('kind_run_length');
    table.dropColumn('kind_run_end');
  });
  await knex.schema.alterTable('activity_days', (table) => {
    table.dropColumn('first_local_time');
  });
}
