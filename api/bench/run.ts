import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { migrateToLatest } from '../src/db/migrator';
import { freePort } from '../tools/free-port';
import {
  BENCH_DATABASE,
  BENCH_PRODUCTION_SECRETS,
  HEAVY_USER,
  LIGHT_USER,
  USER_COUNT,
  adminUrl,
  benchDatabaseUrl,
  benchToken,
} from './bench-config';
import { adminBenchFailures, runAdminBench } from './admin-bench';
import { blogBenchFailures, runBlogBench } from './blog-bench';
import { chatBenchFailures, runChatBench } from './chat-bench';
import { dailyLoopFailures, runDailyLoopBench } from './daily-loop-bench';
import { startChild, stopChild, waitUntilUp } from './child-processes';
import { seedBenchDatabase } from './seed';

// `npm run bench`, five benches in one run:
// 1. practice: seed manifest_bench on real PostgreSQL, start the real API and
//    a bare node:http + pg baseline, load both with autocannon, print the
//    figures, then stop both and drop the database (BENCH_KEEP=1 keeps it);
// 2. blog: the API's cached blog against straight Strapi reads (blog-bench.ts);
// 3. chat: the streamed reply through the API against the OpenAI stand-in (chat-bench.ts);
// 4. admin: the analytics calls on a large history (admin-bench.ts);
// 5. daily-loop: 200 people on 2 API processes and one PostgreSQL (daily-loop-bench.ts).
// Exits 1 when either missed a target.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

const API_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const BASELINE_ENTRY = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));

const log = (line: string) => console.log(line);

type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  /** Path for the i-th request; the user rotates so the cache cannot serve one user's rows. */
  request: (index: number) => { path: string; token: string };
};

type Figures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

async function load(
  baseUrl: string,
  scenario: Scenario,
  offset: number,
  options: { connections?: number; duration?: number } = {},
): Promise<Figures> {
  let counter = offset;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections ?? CONNECTIONS,
    duration: options.duration ?? DURATION_S,
    requests: [
      {
        method: scenario.method,
        setupRequest: (request) => {
          const { path, token } = scenario.request(counter);
          counter += 1;
          return {
            ...request,
            path,
            headers: { ...request.headers, authorization: `Bearer ${token}` },
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const rotatingUser = (index: number) => 1 + (index % USER_COUNT);
const format = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

/** The practice bench; answers the targets it missed. */
async function runPracticeBench(): Promise<string[]> {
  const admin = knexFactory({ client: 'pg', connection: adminUrl(), pool: { min: 0, max: 1 } });
  const children: ChildProcess[] = [];
  const startedAt = performance.now();
  try {
    log(`Seeding ${BENCH_DATABASE} on ${new URL(adminUrl()).host}`);
    await admin.raw('drop database if exists ?? with (force)', [BENCH_DATABASE]);
    await admin.raw('create database ??', [BENCH_DATABASE]);
    const bench = knexFactory({
      client: 'pg',
      connection: benchDatabaseUrl(),
      pool: { min: 0, max: 1 },
    });
    try {
      await migrateToLatest(bench);
      await seedBenchDatabase(bench, log);
    } finally {
      await bench.destroy();
    }
    log(`Seed done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

    const [apiPort, baselinePort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const baselineUrl = `http://127.0.0.1:${baselinePort}`;
    children.push(
      startChild(API_ENTRY, {
        DATABASE_URL: benchDatabaseUrl(),
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        // One log line per request would measure the terminal, not the API.
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...BENCH_PRODUCTION_SECRETS,
      }),
      startChild(BASELINE_ENTRY, {
        BENCH_DATABASE_URL: benchDatabaseUrl(),
        BASELINE_PORT: String(baselinePort),
      }),
    );
    await Promise.all([
      waitUntilUp(`${apiUrl}/api/user/stats`, benchToken(3)),
      waitUntilUp(`${baselineUrl}/api/user/stats`, benchToken(3)),
    ]);

    const tasksAnswer = await fetch(`${apiUrl}/api/daily-tasks`, {
      headers: { Authorization: `Bearer ${benchToken(3)}` },
    });
    const hasTasks = tasksAnswer.status === 200;
    const builtInTaskIds = hasTasks
      ? ((await tasksAnswer.json()) as { id: string; isCustom: boolean }[])
          .filter((task) => !task.isCustom)
          .map((task) => task.id)
      : [];

    const scenarios: Scenario[] = [
      {
        name: 'GET /api/user/stats',
        method: 'GET',
        request: (index) => ({ path: '/api/user/stats', token: benchToken(rotatingUser(index)) }),
      },
      {
        name: 'GET /api/activities?limit=100',
        method: 'GET',
        request: (index) => ({
          path: '/api/activities?limit=100',
          token: benchToken(rotatingUser(index)),
        }),
      },
    ];
    if (hasTasks) {
      scenarios.unshift({
        name: 'GET /api/daily-tasks',
        method: 'GET',
        request: (index) => ({ path: '/api/daily-tasks', token: benchToken(rotatingUser(index)) }),
      });
      // Every request completes a task not yet completed today: (user, task) pairs
      // are walked in order, the API and the baseline on disjoint halves.
      scenarios.push({
        name: 'POST /api/daily-tasks/{id}/complete',
        method: 'POST',
        request: (index) => {
          const user = 3 + (index % (USER_COUNT - 2));
          const task = builtInTaskIds[Math.floor(index / (USER_COUNT - 2)) % builtInTaskIds.length];
          return { path: `/api/daily-tasks/${task}/complete`, token: benchToken(user) };
        },
      });
    } else {
      log('NOTE: GET /api/daily-tasks answers 404 here, so the daily-task scenarios are skipped.');
    }

    const pairs = (USER_COUNT - 2) * Math.max(1, builtInTaskIds.length);
    const rows: string[] = [];
    const failures: string[] = [];
    log(`\nLoad: ${CONNECTIONS} connections, ${DURATION_S} s each, API then baseline`);
    for (const scenario of scenarios) {
      const api = await load(apiUrl, scenario, 0);
      const baseline = await load(baselineUrl, scenario, Math.floor(pairs / 2));
      const ratio = api.requestsPerSecond / baseline.requestsPerSecond;
      rows.push(
        `${scenario.name.padEnd(38)}${format(api.requestsPerSecond)}${format(api.p50)}${format(api.p99)}` +
          `${format(baseline.requestsPerSecond)}${format(baseline.p50)}${format(baseline.p99)}${format(ratio, 2)}` +
          `${String(api.non2xx + api.errors).padStart(8)}`,
      );
      if (ratio < TARGET_RATIO)
        failures.push(`${scenario.name}: ${ratio.toFixed(2)} of baseline req/s`);
      if (api.p99 >= TARGET_P99_MS) failures.push(`${scenario.name}: p99 ${api.p99} ms`);
      if (api.non2xx + api.errors > 0)
        failures.push(`${scenario.name}: ${api.non2xx} non-2xx, ${api.errors} errors`);
    }

    log('');
    log(
      `${'call'.padEnd(38)}${'API r/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
        `${'base r/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'ratio'.padStart(8)}${'non2xx'.padStart(8)}`,
    );
    for (const row of rows) log(row);

    log('\nGET /api/user/stats for one user, 10 connections, 5 s:');
    const oneUser = (user: number): Scenario => ({
      name: `user ${user}`,
      method: 'GET',
      request: () => ({ path: '/api/user/stats', token: benchToken(user) }),
    });
    const light = await load(apiUrl, oneUser(LIGHT_USER), 0, { connections: 10, duration: 5 });
    const heavy = await load(apiUrl, oneUser(HEAVY_USER), 0, { connections: 10, duration: 5 });
    log(
      `  light user (100 activities):     ${light.requestsPerSecond.toFixed(0)} req/s, p50 ${light.p50} ms, p99 ${light.p99} ms`,
    );
    log(
      `  heavy user (100,000 activities): ${heavy.requestsPerSecond.toFixed(0)} req/s, p50 ${heavy.p50} ms, p99 ${heavy.p99} ms`,
    );
    const heavyRatio = light.requestsPerSecond / heavy.requestsPerSecond;
    log(`  heavy/light time per request: ${heavyRatio.toFixed(2)}x (target within 2x)`);
    if (heavyRatio > 2) failures.push(`heavy user ${heavyRatio.toFixed(2)}x slower than light`);

    return failures;
  } finally {
    // autocannon stops with requests still in flight; let the servers answer them first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await Promise.all(children.map(stopChild));
    if (process.env.BENCH_KEEP !== '1')
      await admin.raw('drop database if exists ?? with (force)', [BENCH_DATABASE]);
    await admin.destroy();
  }
}

// `npm run bench -- daily-loop admin` runs only the benches named; no names: every one.
const BENCHES: { name: string; title: string; run: () => Promise<string[]> }[] = [
  {
    name: 'practice',
    title: 'Practice: the API against a bare node:http + pg baseline',
    run: runPracticeBench,
  },
  {
    name: 'blog',
    title: "Blog: the API's cached blog against straight Strapi reads",
    run: async () => blogBenchFailures(await runBlogBench(log)),
  },
  {
    name: 'chat',
    title: 'Chat: the streamed reply through the API against the OpenAI stand-in alone',
    run: async () => chatBenchFailures(await runChatBench(log)),
  },
  {
    name: 'admin',
    title: 'Admin analytics: the four calls on 100,000 users and 5,000,000 page views',
    run: async () => adminBenchFailures(await runAdminBench(log)),
  },
  {
    name: 'daily-loop',
    title:
      'Daily loop: people signing in and using the product, on 2 API processes and one PostgreSQL',
    run: async () => dailyLoopFailures(await runDailyLoopBench(log)),
  },
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length > 0) {
  throw new Error(
    `No bench ${unknown.join(', ')}; the benches are ${BENCHES.map((bench) => bench.name).join(', ')}`,
  );
}
const failures: string[] = [];
for (const bench of BENCHES.filter(({ name }) => chosen.length === 0 || chosen.includes(name))) {
  log(`\n== ${bench.title} ==`);
  failures.push(...(await bench.run()));
}
log(failures.length ? `\nMissed targets:\n  ${failures.join('\n  ')}` : '\nAll targets met.');
process.exitCode = failures.length ? 1 : 0;
