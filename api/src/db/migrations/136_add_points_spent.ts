import type { Knex } from 'knex';

// Spending points (issue 38). The one ledger now holds two kinds of entry: 'earned'
// (points >= 0, as before) and 'spent' (points < 0, a reward bought). total_points stays
// what was earned; points_spent is what was spent, kept in the same transaction as the
// spend under the user's progress lock. The check makes "the balance never goes below
// zero" a rule of the database, whatever the code does: a spend beyond what was earned,
// or an undo of points already spent, fails.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('points_ledger', (table) => {
    table.text('kind').notNullable().defaultTo('earned');
  });
  await knex.raw('alter table points_ledger drop constraint points_ledger_points_check');
  await knex.raw(
    `alter table points_ledger add constraint points_ledger_points_check
       check ((kind = 'earned' and points >= 0) or (kind = 'spent' and points < 0))`,
  );

  await knex.schema.alterTable('user_progress', (table) => {
    table.integer('points_spent').notNullable().defaultTo(0);
  });
  await knex.raw(
    `alter table user_progress add constraint user_progress_points_spent_check
       check (points_spent >= 0 and points_spent <= total_points)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table user_progress drop constraint user_progress_points_spent_check');
  await knex.schema.alterTable('user_progress', (table) => {
    table.dropColumn('points_spent');
  });
  await knex.raw(`delete from points_ledger where kind = 'spent'`);
  await knex.raw('alter table points_ledger drop constraint points_ledger_points_check');
  await knex.raw(
    'alter table points_ledger add constraint points_ledger_points_check check (points >= 0)',
  );
  await knex.schema.alterTable('points_ledger', (table) => {
    table.dropColumn('kind');
  });
}
