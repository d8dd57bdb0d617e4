import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { rollbackLastBatch, migrateToLatest } from '../src/db/migrator';
import { isUniqueViolation } from '../src/db/postgres-errors';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

const MIGRATION_FILES = readdirSync(
  fileURLToPath(new URL('../src/db/migrations/', import.meta.url)),
).filter((name) => /^\d{3}_.+\.ts$/.test(name));

// What later features rely on: knex answers the same on PostgreSQL (pg) and
// on the embedded PGlite client.
describe.each(DATABASE_ENGINES)('knex on %s', (engine) => {
  const db = useTestDatabase(engine);

  beforeAll(async () => {
    await db.knex.schema.createTable('parity', (table) => {
      table.increments('id');
      table.text('name').notNullable().unique();
      table.bigInteger('big');
      table.integer('small');
      table.decimal('price', 8, 2);
      table.boolean('is_on');
      table.jsonb('data');
      table.timestamp('at', { useTz: true });
    });
  });

  it('returns inserted rows with the same JavaScript types', async () => {
    const at = new Date('2030-05-06T07:08:09.123Z');
    const [row] = await db
      .knex('parity')
      .insert({
        name: 'a',
        big: '9007199254740993',
        small: 7,
        price: '9.99',
        is_on: true,
        data: { x: [1] },
        at,
      })
      .returning('*');
    expect(row).toEqual({
      id: 1,
      name: 'a',
      big: '9007199254740993',
      small: 7,
      price: '9.99',
      is_on: true,
      data: { x: [1] },
      at,
    });
  });

  it('counts as strings and reports affected rows for update and delete', async () => {
    await db.knex('parity').insert([{ name: 'b' }, { name: 'c' }]);
    expect(await db.knex('parity').count('* as n')).toEqual([{ n: '3' }]);
    expect(await db.knex('parity').whereIn('name', ['b', 'c']).update({ small: 1 })).toBe(2);
    expect(await db.knex('parity').where('name', 'c').del()).toBe(1);
    expect(await db.knex('parity').where('name', 'nobody').del()).toBe(0);
  });

  it('rolls a failed transaction back and reports a unique violation by its code', async () => {
    const error = await db.knex
      .transaction(async (trx) => {
        await trx('parity').insert({ name: 'd' });
        await trx('parity').insert({ name: 'a' });
      })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await db.knex('parity').where('name', 'd').first()).toBeUndefined();
  });

  it('runs raw SQL with and without bindings', async () => {
    const withBinding = await db.knex.raw('select ?::int + 1 as n', [41]);
    expect(withBinding.rows).toEqual([{ n: 42 }]);
    const plain = await db.knex.raw('select 1 as one');
    expect(plain.rows).toEqual([{ one: 1 }]);
  });

  it('rolls the migrations back and forward again', async () => {
    await db.knex.schema.dropTable('parity');
    // Every migration has a working `down`, undone newest first.
    expect(await rollbackLastBatch(db.knex)).toEqual(MIGRATION_FILES.toSorted().reverse());
    expect(await db.knex.schema.hasTable('users')).toBe(false);
    expect(await migrateToLatest(db.knex)).toHaveLength(MIGRATION_FILES.length);
    expect(await db.knex.schema.hasTable('users')).toBe(true);
  });
});
