import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ZBlogPostList } from '@manifest/contracts/blog';
import { ZMeditationList } from '@manifest/contracts/catalogue';
import knexFactory, { type Knex } from 'knex';
import { migrateToLatest } from '../src/db/migrator';
import { createPasswordHasher } from '../src/features/auth/password-hasher';
import { startApiProcess, type ApiProcess } from '../tools/api-process';
import { freePort } from '../tools/free-port';
import {
  startStrapi,
  TEST_CMS_API_TOKEN,
  TEST_CMS_WEBHOOK_SECRET,
  type StrapiProcess,
} from '../tools/strapi-process';
import { adminUrl, BENCH_PRODUCTION_SECRETS } from './bench-config';
import { createCallLatencies, type CallFigures } from './call-latencies';
import { runDailyUser, type DailyUser } from './daily-loop-user';

// The daily loop: USERS people for SECONDS against API_PROCESSES real API
// processes (src/server.ts, production mode) on one real PostgreSQL database,
// with the real, built Strapi behind them. Each person signs in once (the
// first RAMP_SECONDS see them arrive), then loops over a day of use
// (daily-loop-user.ts). Printed: requests per second, p50/p95/p99 per call,
// errors, and whether the points in the database are what the calls said
// they paid.
//
//   npm run bench -- daily-loop     (BENCH_USERS=200 BENCH_SECONDS=60 BENCH_THINK_MS=...)

const DATABASE = 'manifest_bench_daily_loop';
const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const API_PROCESSES = 2;
/**
 * A person's pause between one step and the next (0.5 to 1.5 times this): a
 * brisk one, as people read a page for seconds. BENCH_THINK_MS=0 sends the next
 * call at once: 200 requests always in flight, which measures saturation instead.
 */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1_000);
const RAMP_SECONDS = 10;
const PASSWORD = 'daily-loop-password';
export const TARGET_P99_MS = 300;

export type DailyLoopResult = {
  figures: CallFigures[];
  requestsPerSecond: number;
  pointsSaid: number;
  pointsStored: number;
};

const databaseUrl = () => {
  const url = new URL(adminUrl());
  url.pathname = `/${DATABASE}`;
  return url.href;
};

// Documentation networks (RFC 5737): addresses only ever written into a header.
const DOCUMENTATION_NETWORKS = ['192.0.2', '198.51.100', '203.0.113'];
const documentationAddress = (index: number) =>
  `${DOCUMENTATION_NETWORKS[Math.floor(index / 254) % DOCUMENTATION_NETWORKS.length]}.${(index % 254) + 1}`;

/** USERS people with one known password (hashed once: argon2 is slow by design), trials running. */
async function seedPeople(knex: Knex): Promise<DailyUser[]> {
  const passwordHash = await createPasswordHasher().hash(PASSWORD);
  const people = Array.from({ length: USERS }, (_, index) => ({
    email: `daily-loop-${index + 1}@bench.example.com`,
    password: PASSWORD,
    address: documentationAddress(index),
  }));
  await knex('users').insert(
    people.map(({ email }) => ({
      email,
      email_normalized: email,
      password_hash: passwordHash,
      first_name: 'Daily',
      last_name: 'Loop',
      trial_end_date: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      time_zone: 'UTC',
    })),
  );
  return people;
}

const column = (value: string | number, width = 8) => String(value).padStart(width);

function printFigures(log: (line: string) => void, result: DailyLoopResult) {
  log('');
  log(
    `${'call'.padEnd(40)}${column('count')}${column('p50 ms')}${column('p95 ms')}${column('p99 ms')}${column('errors')}`,
  );
  for (const row of result.figures) {
    log(
      `${row.call.padEnd(40)}${column(row.count)}${column(row.p50.toFixed(1))}${column(row.p95.toFixed(1))}${column(row.p99.toFixed(1))}${column(row.errors)}`,
    );
  }
  const errors = result.figures.reduce((sum, row) => sum + row.errors, 0);
  log(`\n${result.requestsPerSecond.toFixed(0)} requests per second, ${errors} errors`);
  log(
    `points: the calls said ${result.pointsSaid}, the database holds ${result.pointsStored} ${
      result.pointsSaid === result.pointsStored ? '(equal)' : '(DIFFERENT)'
    }`,
  );
}

export async function runDailyLoopBench(
  log: (line: string) => void = console.log,
): Promise<DailyLoopResult> {
  const admin = knexFactory({ client: 'pg', connection: adminUrl(), pool: { min: 0, max: 1 } });
  await admin.raw('drop database if exists ?? with (force)', [DATABASE]);
  await admin.raw('create database ??', [DATABASE]);
  const knex = knexFactory({ client: 'pg', connection: databaseUrl(), pool: { min: 0, max: 2 } });
  const folder = await mkdtemp(join(tmpdir(), 'manifest-daily-loop-'));
  const apis: ApiProcess[] = [];
  let strapi: StrapiProcess | undefined;
  try {
    await migrateToLatest(knex);
    const people = await seedPeople(knex);
    const strapiPort = await freePort();
    const env = {
      ...BENCH_PRODUCTION_SECRETS,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl(),
      CMS_URL: `http://127.0.0.1:${strapiPort}`,
      CMS_API_TOKEN: TEST_CMS_API_TOKEN,
      CMS_WEBHOOK_SECRET: TEST_CMS_WEBHOOK_SECRET,
      // As behind the shell's proxy: each person's own address, for the per-address limits.
      API_TRUST_PROXY: 'true',
      MAIL_OUTBOX_DIR: join(folder, 'outbox'),
    };
    for (let index = 0; index < API_PROCESSES; index += 1) apis.push(await startApiProcess(env));
    log(`${API_PROCESSES} API processes: ${apis.map((api) => api.url).join(', ')}`);
    strapi = await startStrapi({
      port: strapiPort,
      databaseFile: join(folder, 'cms.db'),
      apiUrl: apis[0]?.url ?? '',
    });
    log(`Strapi answered after ${strapi.bootMs} ms`);

    const apiUrls = apis.map((api) => api.url);
    const first = apiUrls[0] ?? '';
    const meditationIds = ZMeditationList.parse(
      await (await fetch(`${first}/api/meditations/list`)).json(),
    ).map((meditation) => meditation.id);
    const postSlugs = ZBlogPostList.parse(
      await (await fetch(`${first}/api/blog/posts?limit=9&offset=0`)).json(),
    ).map((post) => post.slug);

    log(
      `Load: ${USERS} people for ${SECONDS} s (arriving over ${RAMP_SECONDS} s), think time ${THINK_MS} ms`,
    );
    // Anything else busy on this 2-core machine shows in the figures: say how busy it was.
    const machineLoad = () => loadavg()[0]?.toFixed(1) ?? '?';
    log(`Machine load average before: ${machineLoad()}`);
    const latencies = createCallLatencies();
    const startedAt = performance.now();
    const world = {
      apiUrls,
      meditationIds,
      postSlugs,
      latencies,
      thinkMs: THINK_MS,
      until: startedAt + SECONDS * 1000,
    };
    const paid = await Promise.all(
      people.map(async (person, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index / USERS) * RAMP_SECONDS * 1000));
        // A person whose sign-in failed is an error already counted; they pay nothing.
        return runDailyUser(person, world).catch(() => 0);
      }),
    );
    const elapsedS = (performance.now() - startedAt) / 1000;
    log(`Machine load average after: ${machineLoad()}`);
    const figures = latencies.figures();
    const stored = await knex('points_ledger')
      .join('users', 'users.id', 'points_ledger.user_id')
      .whereLike('users.email', 'daily-loop-%')
      .sum<{ total: string | null }[]>({ total: 'points' });
    const result: DailyLoopResult = {
      figures,
      requestsPerSecond: figures.reduce((sum, row) => sum + row.count, 0) / elapsedS,
      pointsSaid: paid.reduce((sum, points) => sum + points, 0),
      pointsStored: Number(stored[0]?.total ?? 0),
    };
    printFigures(log, result);
    return result;
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await strapi?.stop();
    await knex.destroy();
    if (process.env.BENCH_KEEP !== '1') {
      await admin.raw('drop database if exists ?? with (force)', [DATABASE]);
    }
    await admin.destroy();
    await rm(folder, { recursive: true, force: true });
  }
}

/** The targets a run missed: any error, a p99 at or over the target, points that disagree. */
export function dailyLoopFailures(result: DailyLoopResult): string[] {
  return [
    ...result.figures
      .filter((row) => row.errors > 0)
      .map((row) => `daily loop ${row.call}: ${row.errors} errors`),
    ...result.figures
      .filter((row) => row.p99 >= TARGET_P99_MS)
      .map((row) => `daily loop ${row.call}: p99 ${row.p99.toFixed(0)} ms`),
    ...(result.pointsSaid === result.pointsStored
      ? []
      : [`daily loop points: said ${result.pointsSaid}, stored ${result.pointsStored}`]),
  ];
}

// Run directly (npm run bench runs it too): exit 1 when a target was missed.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(dailyLoopFailures(await runDailyLoopBench()).length ? 1 : 0);
}
