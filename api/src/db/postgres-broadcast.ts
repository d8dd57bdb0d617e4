import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import createSubscriber from 'pg-listen';
import { z } from 'zod';
import { createLocalBroadcast, type Broadcast, type BroadcastListener } from '../lib/broadcast';
import type { Logger } from '../lib/logger';
import { CONNECT_TIMEOUT_MS, type Database } from './database';

/** The one PostgreSQL channel every API process listens on. */
export const BROADCAST_CHANNEL = 'manifest_broadcast';

// How often the listening connection proves it is alive (pg-listen's "paranoid"
// check), and how long that check may take: a peer that vanished without a word
// is noticed within about these two together.
const ALIVE_CHECK_MS = 5_000;
const QUERY_TIMEOUT_MS = 3_000;
// Reconnection attempts back off to this and never stop.
const MAX_RETRY_INTERVAL_MS = 2_000;

const ZEnvelope = z.object({ topic: z.string(), from: z.string(), data: z.unknown() });

/**
 * A Broadcast over PostgreSQL LISTEN/NOTIFY. Listening holds one connection of
 * its own (pg-listen: it reconnects after a restart and listens again);
 * publishing is a `pg_notify` through the pool, so it fails like any query
 * while the database is away. After a reconnection every listener's `missed`
 * runs: notifications sent while this process was not listening are gone.
 */
export async function startPostgresBroadcast({
  databaseUrl,
  knex,
  logger,
}: {
  databaseUrl: string;
  knex: Knex;
  logger: Logger;
}): Promise<Broadcast> {
  const processId = randomUUID();
  const listeners = new Map<string, BroadcastListener[]>();
  const subscriber = createSubscriber(
    {
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    },
    {
      paranoidChecking: ALIVE_CHECK_MS,
      retryInterval: (attempt) => Math.min(100 * 2 ** attempt, MAX_RETRY_INTERVAL_MS),
      retryTimeout: Number.POSITIVE_INFINITY,
    },
  );

  subscriber.notifications.on(BROADCAST_CHANNEL, (payload: unknown) => {
    const envelope = ZEnvelope.safeParse(payload);
    if (!envelope.success) {
      logger.warn('A broadcast that is not ours was ignored');
      return;
    }
    const { topic, from, data } = envelope.data;
    if (from === processId) return;
    for (const listener of listeners.get(topic) ?? []) listener.message(data);
  });
  subscriber.events.on('error', (error) => {
    logger.error('Broadcast listener failed', { reason: error.message });
  });
  subscriber.events.on('reconnect', (attempt) => {
    if (attempt === 1) logger.warn('Broadcast listener lost PostgreSQL, reconnecting');
  });

  await subscriber.connect();
  await subscriber.listenTo(BROADCAST_CHANNEL);
  // From here on, every "connected" is a reconnection (pg-listen has listened again).
  subscriber.events.on('connected', () => {
    logger.info('Broadcast listener is back; dropping what may have been missed');
    for (const listener of [...listeners.values()].flat()) listener.missed();
  });

  return {
    async publish(topic, data) {
      const envelope = JSON.stringify({ topic, from: processId, data });
      await knex.raw('select pg_notify(?, ?)', [BROADCAST_CHANNEL, envelope]);
    },
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    close: () => subscriber.close(),
  };
}

/** This process's line to the others: LISTEN/NOTIFY on PostgreSQL; none on PGlite (one process). */
export async function openBroadcast(
  database: Database,
  databaseUrl: string | undefined,
  logger: Logger,
): Promise<Broadcast> {
  if (database.engine !== 'postgres' || !databaseUrl) return createLocalBroadcast();
  return startPostgresBroadcast({ databaseUrl, knex: database.knex, logger });
}
