import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { type Database, openDatabase, openPgliteDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrator';
import { createLogger } from '../../src/lib/logger';

export type DatabaseEngine = Database['engine'];

/** Every API suite runs once per engine. */
export const DATABASE_ENGINES: DatabaseEngine[] = ['postgres', 'pglite'];

// The developers' and CI machines run PostgreSQL here (trust auth).
const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const QUIET = createLogger('silent');

/**
 * A migrated, empty database: on PostgreSQL a uniquely named database that
 * close() drops; on PGlite a fresh in-memory instance.
 */
export async function openTestDatabase(engine: DatabaseEngine): Promise<Database> {
  if (engine === 'pglite') {
    const pglite = await PGlite.create('memory://', {
      loadDataDir: await migratedPgliteTemplate(),
    });
    return openPgliteDatabase(pglite, QUIET);
  }

  const postgres = await createPostgresTestDatabase();
  const database = await openDatabase({
    databaseUrl: postgres.url,
    dataDir: 'unused',
    logger: QUIET,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await postgres.drop();
    },
  };
}

/**
 * A uniquely named, migrated PostgreSQL database, for suites that connect to it
 * their own way (several API processes, a proxy in between); drop() removes it,
 * whoever is still connected.
 */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `manifest_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({
    client: 'pg',
    connection: POSTGRES_ADMIN_URL,
    pool: { min: 0, max: 1 },
  });
  await admin.raw('create database ??', [name]);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const migrating = knexFactory({ client: 'pg', connection: url.href, pool: { min: 0, max: 1 } });
  try {
    await migrateToLatest(migrating);
  } finally {
    await migrating.destroy();
  }
  return {
    url: url.href,
    async drop() {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}

/** A database that cannot answer: PostgreSQL on a closed port, or a PGlite that was closed. */
export async function openDeadDatabase(engine: DatabaseEngine): Promise<Database> {
  if (engine === 'pglite') {
    const pglite = await PGlite.create('memory://', {
      loadDataDir: await migratedPgliteTemplate(),
    });
    await pglite.close();
    return openPgliteDatabase(pglite, QUIET);
  }
  return openDatabase({
    databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing_listens_here',
    dataDir: 'unused',
    logger: QUIET,
  });
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

/**
 * A fresh PGlite runs initdb (about 3-4 s); loading a dump of one that was
 * already migrated takes about 0.6 s. The dump is cached in the temp folder
 * under a hash of the migrations, so changing a migration makes a new one.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  const path = join(tmpdir(), `manifest-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const pglite = await PGlite.create('memory://');
    const database = openPgliteDatabase(pglite, QUIET);
    await migrateToLatest(database.knex);
    const dump = await pglite.dumpDataDir('none');
    await database.close();
    // Written aside and renamed, so a parallel run never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  }
}
