import type { Knex } from 'knex';

// Rate-limit counters are written on every limited call (sign-in, comments,
// each AI message) and are worth nothing after a crash: an unlogged table
// skips the write-ahead log, so a counter costs no disk flush. PostgreSQL
// empties it after a crash (every limit starts afresh); a clean restart keeps it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table rate_limits set unlogged');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table rate_limits set logged');
}
