import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import { IN_MEMORY_DATA_DIR } from '../config/env';
import type { Logger } from '../lib/logger';
import { PGliteKnexClient } from './pglite-knex-client';

export type Database = {
  knex: Knex;
  /** Which engine answers: real PostgreSQL from DATABASE_URL, or the embedded PGlite. */
  engine: 'postgres' | 'pglite';
  /** Destroys the pool and, for PGlite, closes the instance so Node can exit. */
  close: () => Promise<void>;
};

type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://`. Used only without a database URL. */
  dataDir: string;
  logger: Logger;
};

// A dead database should fail a request quickly, not after knex's 60 s default.
const ACQUIRE_TIMEOUT_MS = 10_000;
// A connect that gets no answer (a host gone, a network cut) gives up after this;
// a refused one fails at once. Either way the request is a 503 (database-unavailable.ts).
export const CONNECT_TIMEOUT_MS = 3_000;

const knexLog = (logger: Logger): Knex.Config['log'] => ({
  warn: (message: unknown) => logger.warn('knex', { detail: String(message) }),
  error: (message: unknown) => logger.error('knex', { detail: String(message) }),
  deprecate: (method: unknown, alternative: unknown) =>
    logger.warn('knex deprecation', { method: String(method), alternative: String(alternative) }),
  debug: () => {},
});

export async function openDatabase({
  databaseUrl,
  dataDir,
  logger,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      // keepAlive: a connection whose peer vanished is noticed instead of waited on.
      connection: {
        connectionString: databaseUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      },
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
      log: knexLog(logger),
    });
    return { knex, engine: 'postgres', close: () => knex.destroy() };
  }

  if (dataDir !== IN_MEMORY_DATA_DIR) await mkdir(dataDir, { recursive: true });
  return openPgliteDatabase(await PGlite.create(dataDir), logger);
}

/** A Database over an existing PGlite instance; closing it closes the instance too. */
export function openPgliteDatabase(pglite: PGlite, logger: Logger): Database {
  const knex = knexFactory({
    client: PGliteKnexClient,
    // knex types know only network settings; our client reads `pglite` from here.
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
    // One PGlite is one backend: a single connection, so queries queue in knex.
    pool: { min: 0, max: 1 },
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
    log: knexLog(logger),
  });
  return {
    knex,
    engine: 'pglite',
    close: async () => {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
