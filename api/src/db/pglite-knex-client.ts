import { createRequire } from 'node:module';
import type { PGlite, Results } from '@electric-sql/pglite';
import type { Knex } from 'knex';

// knex's own PostgreSQL client does the SQL compiling; only the connection is
// swapped for one in-process PGlite, so the same migrations and queries run on
// both. knex ships no types for its dialect classes, hence the require.
const require = createRequire(import.meta.url);
const KnexPostgresClient = require('knex/lib/dialects/postgres/index.js') as typeof Knex.Client;

// pg hands 64-bit integers (count(*), bigint) back as strings; PGlite would
// give numbers. Matching pg keeps results identical on both databases.
const PG_COMPATIBLE_PARSERS = { 20: (value: string) => value };

type PgQueryConfig = { text: string; values?: unknown[] };
type PgResult = {
  command: string;
  rowCount: number | null;
  rows: Record<string, unknown>[];
  fields: { name: string; dataTypeID: number }[];
};
type PgCallback = (error: Error | null, result?: PgResult | PgResult[]) => void;

const toPgResult = (result: Results<Record<string, unknown>>): PgResult => ({
  command: result.command ?? '',
  rowCount: result.rowCount ?? null,
  rows: result.rows,
  fields: result.fields,
});

/**
 * The part of a `pg` Client that knex and rate-limiter-flexible call:
 * `query(config, callback?)`, promise or callback style.
 */
export class PGliteConnection {
  constructor(readonly pglite: PGlite) {}

  query(config: string | PgQueryConfig, callback?: PgCallback): Promise<PgResult | PgResult[]> {
    const { text, values = [] } = typeof config === 'string' ? { text: config } : config;
    const pending = this.run(text, values);
    if (callback)
      pending.then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    return pending;
  }

  private async run(text: string, values: unknown[]): Promise<PgResult | PgResult[]> {
    // Like pg: with parameters one statement (extended protocol); without,
    // the simple protocol, which also takes several statements.
    if (values.length > 0) {
      const params = values.map((value) => (value === undefined ? null : value));
      return toPgResult(await this.pglite.query(text, params, { parsers: PG_COMPATIBLE_PARSERS }));
    }
    const results = await this.pglite.exec(text, { parsers: PG_COMPATIBLE_PARSERS });
    const pgResults = results.map(toPgResult);
    return pgResults.length === 1 ? (pgResults[0] as PgResult) : pgResults;
  }
}

type PGliteConnectionSettings = { pglite: PGlite };

/** knex client for `{ client: PGliteKnexClient, connection: { pglite }, pool: { min: 0, max: 1 } }`. */
export class PGliteKnexClient extends KnexPostgresClient {
  // knex deep-copies `connection` into connectionSettings; the live instance
  // is only safe to read from the config.
  private get pglite(): PGlite {
    return (this.config.connection as PGliteConnectionSettings).pglite;
  }

  override async acquireRawConnection(): Promise<PGliteConnection> {
    await this.pglite.waitReady;
    const connection = new PGliteConnection(this.pglite);
    if (!this.version) {
      const result = (await connection.query('select version()')) as PgResult;
      const version = String(result.rows[0]?.version ?? '');
      this.version = /^PostgreSQL (\S+)/.exec(version)?.[1];
    }
    return connection;
  }

  // The PGlite instance belongs to whoever created it (see openDatabase), not to the pool.
  override async destroyRawConnection(): Promise<void> {}

  override async validateConnection(connection: unknown): Promise<boolean> {
    return connection instanceof PGliteConnection && !connection.pglite.closed;
  }
}

// Query cancellation needs a second backend, which one PGlite does not have.
PGliteKnexClient.prototype.canCancelQuery = false;
