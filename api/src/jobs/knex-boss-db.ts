import type { Knex } from 'knex';
import type PgBoss from 'pg-boss';

type RawConnection = {
  query: (config: string | { text: string; values: unknown[] }) => Promise<unknown>;
};

/**
 * pg-boss's `db` option over a knex pool: each statement runs on a connection
 * borrowed from the pool, as pg-boss wrote it (`$1` parameters, several statements
 * with their own BEGIN/COMMIT), bypassing knex's `?` bindings. This is how the
 * queue runs on the embedded PGlite, whose one connection knex already owns.
 */
export function knexBossDb(knex: Knex): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const connection = (await knex.client.acquireConnection()) as RawConnection;
      const hasValues = values !== undefined && values.length > 0;
      try {
        return (await connection.query(hasValues ? { text, values } : text)) as { rows: unknown[] };
      } catch (error) {
        // A failed statement inside pg-boss's own BEGIN … COMMIT would leave the
        // connection in an aborted transaction for the app's next query.
        if (!hasValues) await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await knex.client.releaseConnection(connection);
      }
    },
  };
}
