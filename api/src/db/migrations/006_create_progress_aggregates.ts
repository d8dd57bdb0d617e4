import type { Knex } from 'knex';

// Aggregates kept in the same transaction as the activity that moves them,
// so stats and badge checks read one row per user (plus at most 7 day rows)
// however long the history is. Counters move only for activities the server
// recorded (never for ones the browser logs).
// A frozen copy of PROGRESS_COUNTERS (domain/points-rules.ts) as it stood when this
// migration was written: a migration must not change when the code does.
const COUNTERS = [
  'tasks_completed',
  'challenges_completed',
  'goals_created',
  'goals_completed',
  'vision_items_created',
  'meditations',
  'meditation_minutes',
  'affirmations_said',
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_progress', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.integer('total_points').notNullable().defaultTo(0);
    for (const counter of COUNTERS) table.integer(counter).notNullable().defaultTo(0);
    // Distinct built-in affirmations ever said ('Affirmation Master': all 42).
    table.integer('affirmations_distinct').notNullable().defaultTo(0);
    table.integer('active_days').notNullable().defaultTo(0);
    // The run of consecutive active days ending on the latest active day.
    table.date('streak_run_end').nullable();
    table.integer('streak_run_length').notNullable().defaultTo(0);
    table.integer('longest_streak').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('activity_days', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.date('local_day').notNullable();
    table.integer('count').notNullable().defaultTo(0);
    table.integer('points').notNullable().defaultTo(0);
    for (const counter of COUNTERS) table.integer(counter).notNullable().defaultTo(0);
    table.primary(['user_id', 'local_day']);
  });

  // Things counted once ever per user, e.g. 'affirmation:17' for the distinct affirmations.
  await knex.schema.createTable('progress_marks', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('mark').notNullable();
    table.primary(['user_id', 'mark']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('progress_marks');
  await knex.schema.dropTable('activity_days');
  await knex.schema.dropTable('user_progress');
}
