import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { createApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import type { Database } from '../src/db/database';
import type { MeditationCatalogue } from '../src/features/meditations/meditation-catalogue';
import { createLogger } from '../src/lib/logger';
import type { ApiAnswer, RequestOptions } from './support/test-server';

export type PracticeServer = {
  request: (path: string, options?: RequestOptions) => Promise<ApiAnswer>;
  close: () => Promise<void>;
};

/**
 * The real app over HTTP like startTestServer, plus the deps the practice
 * suites pin: the clock and the meditation catalogue.
 */
export async function startPracticeServer({
  database,
  now,
  meditationCatalogue,
}: {
  database: Database;
  now?: () => Date;
  meditationCatalogue?: MeditationCatalogue;
}): Promise<PracticeServer> {
  const app = createApp({
    env: parseEnv({ NODE_ENV: 'test', CMS_URL: 'http://127.0.0.1:9' }),
    knex: database.knex,
    logger: createLogger('silent'),
    ...(now ? { now } : {}),
    ...(meditationCatalogue ? { meditationCatalogue } : {}),
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async request(path, { method, json, rawBody, token, headers = {} } = {}) {
      const hasBody = json !== undefined || rawBody !== undefined;
      const response = await fetch(`${url}${path}`, {
        method: method ?? (hasBody ? 'POST' : 'GET'),
        headers: {
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: rawBody ?? (json === undefined ? undefined : JSON.stringify(json)),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: parseJson(text), text };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Rows a user owns in the practice tables and the rewards tables they pay through. */
export async function practiceRowCounts(
  knex: Knex,
  userId?: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'custom_daily_tasks',
    'task_completions',
    'vision_board_items',
    'goals',
    'challenge_history',
    'meditation_sessions',
    'affirmation_completions',
    'points_ledger',
    'activities',
  ]) {
    const query = knex(table).count({ n: '*' });
    if (userId) query.where({ user_id: userId });
    const [row] = (await query) as { n: string }[];
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

export async function ledgerOf(knex: Knex, userId: string) {
  return knex('points_ledger')
    .select('source_key', 'points')
    .where({ user_id: userId })
    .orderBy('source_key');
}

export async function activitiesOf(knex: Knex, userId: string) {
  return knex('activities')
    .select('type', 'action', 'title', 'points')
    .where({ user_id: userId })
    .orderBy([{ column: 'completed_at' }, { column: 'id' }]);
}
