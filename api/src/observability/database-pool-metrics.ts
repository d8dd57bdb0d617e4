import type { Knex } from 'knex';
import { Gauge, type Registry } from 'prom-client';

/** The part of knex's pool (tarn) the gauge reads. */
type TarnPool = {
  numUsed: () => number;
  numFree: () => number;
  numPendingAcquires: () => number;
};

/**
 * `db_pool_connections{state="used|idle|waiting"}`: connections in use, idle,
 * and queries waiting for one, read from knex's pool at each scrape.
 */
export function watchDatabasePool(registry: Registry, knex: Knex): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool: connections in use, idle, and acquisitions waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = (knex.client as { pool?: TarnPool }).pool;
      this.set({ state: 'used' }, pool?.numUsed() ?? 0);
      this.set({ state: 'idle' }, pool?.numFree() ?? 0);
      this.set({ state: 'waiting' }, pool?.numPendingAcquires() ?? 0);
    },
  });
}
