import type { Knex } from 'knex';

// The progress calendar reads counted activities from their day rows
// (activity_days) and only the uncounted ones (logged by the browser, or a
// repeat that counts for nothing) from activities, by local day. Those are
// few, so a partial index keeps that read small however long the history.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index activities_user_uncounted_day_idx on activities (user_id, local_day) where not is_counted',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index activities_user_uncounted_day_idx');
}
