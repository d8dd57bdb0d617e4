import { ZGoal } from '@manifest/contracts/goals';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { startPostgresBroadcast } from '../../src/db/postgres-broadcast';
import type { Broadcast } from '../../src/lib/broadcast';
import { createLogger } from '../../src/lib/logger';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/middleware/error-answer';
import { createPostgresTestDatabase } from '../support/test-database';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { startTestServer, type TestServer } from '../support/test-server';
import { createTestUser } from '../support/test-users';

// PostgreSQL "restarts" under the API while it serves writes: a TCP proxy the
// test owns drops every connection and refuses new ones for OUTAGE_MS, then
// lets them through again. The API reaches its database only through the proxy;
// the test checks the rows straight in the database.

const QUIET = createLogger('silent');
const WRITERS = 4;
const OUTAGE_MS = 3_000;
/** No answer may take longer than this, outage or not. */
const ANSWER_DEADLINE_MS = 5_000;
/** After the database is back, the API serves again within this, by itself. */
const RECOVERY_MS = 5_000;

type Answer = { status: number; message?: string; ms: number; at: number; goalId?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarted while the API serves traffic', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let proxy: TcpProxy;
  let database: Database;
  let broadcast: Broadcast;
  let api: TestServer;
  let direct: Knex;

  beforeAll(async () => {
    postgres = await createPostgresTestDatabase();
    direct = knexFactory({ client: 'pg', connection: postgres.url, pool: { min: 0, max: 2 } });
    proxy = await startTcpProxy(postgres.url);
    database = await openDatabase({ databaseUrl: proxy.url, dataDir: 'unused', logger: QUIET });
    broadcast = await startPostgresBroadcast({
      databaseUrl: proxy.url,
      knex: database.knex,
      logger: QUIET,
    });
    api = await startTestServer({ database, broadcast });
  });
  afterAll(async () => {
    await api?.close();
    await broadcast?.close();
    await database?.close();
    await proxy?.close();
    await direct?.destroy();
    await postgres?.drop();
  });

  /** One write, timed; a hang past the deadline fails the fetch. */
  async function createGoal(token: string, title: string): Promise<Answer> {
    const startedAt = performance.now();
    const response = await fetch(`${api.url}/api/goals`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
      signal: AbortSignal.timeout(ANSWER_DEADLINE_MS + 2_000),
    });
    const body = (await response.json()) as { message?: string };
    const answer: Answer = {
      status: response.status,
      ms: performance.now() - startedAt,
      at: performance.now(),
    };
    if (response.status === 201 || response.status === 200) answer.goalId = ZGoal.parse(body).id;
    else answer.message = body.message;
    return answer;
  }

  const readiness = async (path: string) => (await fetch(`${api.url}${path}`)).status;

  it('answers 503 at once during the outage, recovers by itself, and loses no acknowledged write', async () => {
    const users = await Promise.all(Array.from({ length: WRITERS }, () => createTestUser(direct)));
    const answers: Answer[] = [];
    let isRunning = true;
    const writers = users.map(async (user, writer) => {
      for (let n = 0; isRunning; n += 1) {
        answers.push(await createGoal(user.token, `Goal ${writer}.${n}`));
        await sleep(20);
      }
    });

    await sleep(1_000);
    await proxy.cut();
    const cutAt = performance.now();
    await sleep(OUTAGE_MS / 2);
    const duringOutage = {
      ready: await readiness('/api/health/ready'),
      live: await readiness('/api/health/live'),
    };
    await sleep(OUTAGE_MS / 2);
    await proxy.restore();
    const restoredAt = performance.now();
    await sleep(RECOVERY_MS + 1_000);
    isRunning = false;
    await Promise.all(writers);

    expect(duringOutage).toEqual({ ready: 503, live: 200 });
    const failures = answers.filter((answer) => !answer.goalId);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANSWER_DEADLINE_MS);
    expect(failures.every((answer) => answer.at >= cutAt)).toBe(true);

    const firstBack = answers.find((answer) => answer.goalId && answer.at > restoredAt);
    expect(firstBack, 'no write succeeded after the database came back').toBeDefined();
    expect((firstBack?.at ?? Infinity) - restoredAt).toBeLessThan(RECOVERY_MS);
    const lastSecond = answers.filter((answer) => answer.at > restoredAt + RECOVERY_MS);
    expect(lastSecond.length).toBeGreaterThan(0);
    expect(lastSecond.every((answer) => answer.goalId)).toBe(true);

    const acknowledged = answers.flatMap((answer) => (answer.goalId ? [answer.goalId] : []));
    const stored = await direct('goals').whereIn('id', acknowledged).pluck('id');
    expect(new Set(stored)).toEqual(new Set(acknowledged));
  });

  it('listens again after the restart, and drops what it may have missed', async () => {
    const heard: unknown[] = [];
    let missed = 0;
    broadcast.subscribe('restart-test', {
      message: (data) => heard.push(data),
      missed: () => (missed += 1),
    });
    const peer = await startPostgresBroadcast({
      databaseUrl: postgres.url,
      knex: direct,
      logger: QUIET,
    });
    try {
      await proxy.cut();
      await peer.publish('restart-test', { n: 'lost' });
      await sleep(500);
      await proxy.restore();
      const deadline = performance.now() + RECOVERY_MS;
      while (heard.length === 0 && performance.now() < deadline) {
        await peer.publish('restart-test', { n: 'after' });
        await sleep(200);
      }
      expect(heard[0]).toEqual({ n: 'after' });
      expect(missed).toBe(1);
    } finally {
      await peer.close();
    }
  });
});
