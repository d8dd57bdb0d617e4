import { normalizeEmail } from '@manifest/contracts/auth';
import type { Knex } from 'knex';

// Accounts were unique on PostgreSQL's lower(email) while the sign-in throttle
// keyed on JavaScript's toLowerCase; the two fold some Unicode letters
// differently, so one account could be reached through a second set of
// counters. From here on the API normalises once, in TypeScript
// (normalizeEmail), stores the result and looks it up with `=`. The backfill
// runs in TypeScript too, so old rows get exactly what new ones would.
const BATCH_SIZE = 1000;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('email_normalized').nullable();
  });

  let lastId: string | null = null;
  for (;;) {
    const query = knex('users').select('id', 'email').orderBy('id').limit(BATCH_SIZE);
    if (lastId) query.where('id', '>', lastId);
    const rows = (await query) as { id: string; email: string }[];
    if (rows.length === 0) break;
    await knex.raw(
      `update users set email_normalized = v.normalized
         from (values ${rows.map(() => '(?::uuid, ?)').join(', ')}) as v(id, normalized)
        where users.id = v.id`,
      rows.flatMap((row) => [row.id, normalizeEmail(row.email)]),
    );
    lastId = rows[rows.length - 1]?.id ?? null;
  }

  // Two accounts whose addresses normalise alike cannot both keep theirs; a
  // person has to decide which is the real one, so stop with their ids.
  const clashes = (await knex('users')
    .select('email_normalized')
    .select(knex.raw("string_agg(id::text, ', ' order by created_at) as ids"))
    .groupBy('email_normalized')
    .havingRaw('count(*) > 1')) as { email_normalized: string; ids: string }[];
  if (clashes.length > 0) {
    const list = clashes.map((clash) => `users ${clash.ids}`).join('; ');
    throw new Error(
      `Cannot make emails unique after normalisation: ${list} share an address. Merge or rename them, then migrate again.`,
    );
  }

  await knex.schema.alterTable('users', (table) => {
    table.dropNullable('email_normalized');
    table.unique(['email_normalized'], { indexName: 'users_email_normalized_unique' });
  });
  await knex.raw('drop index users_email_lower_unique');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
  await knex.schema.alterTable('users', (table) => {
    table.dropUnique(['email_normalized'], 'users_email_normalized_unique');
    table.dropColumn('email_normalized');
  });
}
