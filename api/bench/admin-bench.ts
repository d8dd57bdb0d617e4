import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import { migrateToLatest } from '../src/db/migrator';
import { createSessionToken, hashSessionToken } from '../src/features/auth/session-token';
import { freePort } from '../tools/free-port';
import { adminUrl, BENCH_PRODUCTION_SECRETS } from './bench-config';
import { startChild, stopChild, waitUntilUp } from './child-processes';

// The admin dashboard's four calls on a large history: 100,000 users over 400
// days, a third with a trial, 20,000 payments, and 5,000,000 page views (kept
// as the API keeps them: per day and path, and each day's visitor count).
// Each call and period is loaded by BENCH_ADMIN_CONNECTIONS (2) connections for
// 3 s against the real API process on real PostgreSQL.
//
//   npx tsx api/bench/admin-bench.ts

const ADMIN_BENCH_DATABASE = 'manifest_admin_bench';
const ADMIN_EMAIL = 'bench-admin@example.com';
const USERS = 100_000;
const PAYMENTS = 20_000;
const PAGE_VIEWS = 5_000_000;
const PATHS = 60;
const DAYS = 400;
export const TARGET_ADMIN_P99_MS = 200;
const API_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const CALLS = ['analytics', 'revenue', 'users', 'content'] as const;
/** Two admins refreshing at once: the dashboard is an operator's page, not a public one. */
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 2);
const PERIODS = ['7d', '30d', '1y'] as const;

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.href;
};

async function seed(knex: Knex): Promise<string> {
  await knex.raw(
    `insert into users (email, email_normalized, password_hash, first_name, last_name, created_at,
                        trial_end_date, trial_started_at, has_paid)
     select 'user' || n || '@example.com', 'user' || n || '@example.com', 'x', 'Bench', 'User',
            now() - (n % ${DAYS}) * interval '1 day' - (n % 1440) * interval '1 minute',
            now() - (n % ${DAYS}) * interval '1 day' + interval '7 days',
            case when n % 3 = 0 then now() - (n % ${DAYS}) * interval '1 day' end,
            n % 10 = 0
     from generate_series(1, ?) n`,
    [USERS],
  );
  await knex.raw(
    `insert into payments (id, user_id, kind, amount_cents, currency, paid_at, is_first)
     select 'pay_' || n, u.id, case when n % 2 = 0 then 'subscription' else 'lifetime' end, 999, 'usd',
            now() - (n % ${DAYS}) * interval '1 day', true
     from generate_series(1, ?) n
     join users u on u.email_normalized = 'user' || (n * 5) || '@example.com'`,
    [PAYMENTS],
  );
  const perRow = Math.round(PAGE_VIEWS / (PATHS * DAYS));
  await knex.raw(
    `insert into page_view_days (day, path, views)
     select (now() - d * interval '1 day')::date, '/page-' || p, ?
     from generate_series(0, ${DAYS - 1}) d, generate_series(1, ${PATHS}) p`,
    [perRow],
  );
  await knex.raw(
    `insert into visitor_day_counts (day, visitors)
     select (now() - d * interval '1 day')::date, ? from generate_series(0, ${DAYS - 1}) d`,
    [Math.round(PAGE_VIEWS / DAYS / 3)],
  );
  await knex.raw('analyze');
  const [admin] = await knex('users')
    .insert({
      email: ADMIN_EMAIL,
      email_normalized: ADMIN_EMAIL,
      password_hash: 'x',
      first_name: 'Bench',
      last_name: 'Admin',
      // ADMIN_EMAILS makes an admin only of a proven address.
      email_verified_at: new Date(),
    })
    .returning('id');
  const token = createSessionToken();
  await knex('sessions').insert({
    user_id: (admin as { id: string }).id,
    token_hash: hashSessionToken(token),
    expires_at: new Date(Date.now() + 86_400_000),
  });
  return token;
}

export type AdminBenchRow = {
  call: string;
  period: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
};

export async function runAdminBench(
  log: (line: string) => void = console.log,
): Promise<AdminBenchRow[]> {
  const admin = knexFactory({ client: 'pg', connection: adminUrl(), pool: { min: 0, max: 1 } });
  await admin.raw('drop database if exists ?? with (force)', [ADMIN_BENCH_DATABASE]);
  await admin.raw('create database ??', [ADMIN_BENCH_DATABASE]);
  const bench = knexFactory({
    client: 'pg',
    connection: databaseUrl(ADMIN_BENCH_DATABASE),
    pool: { min: 0, max: 1 },
  });
  const started = performance.now();
  let token: string;
  try {
    await migrateToLatest(bench);
    token = await seed(bench);
  } finally {
    await bench.destroy();
  }
  log(
    `Seeded ${USERS.toLocaleString('en-US')} users, ${PAYMENTS.toLocaleString('en-US')} payments, ` +
      `${PAGE_VIEWS.toLocaleString('en-US')} page views in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = startChild(API_ENTRY, {
    DATABASE_URL: databaseUrl(ADMIN_BENCH_DATABASE),
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...BENCH_PRODUCTION_SECRETS,
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  const rows: AdminBenchRow[] = [];
  try {
    await waitUntilUp(`${apiUrl}/api/admin/users?period=7d`, token);
    log('call       period   req/s    p50 ms   p99 ms   non-2xx');
    for (const call of CALLS) {
      for (const period of PERIODS) {
        const result = await autocannon({
          url: `${apiUrl}/api/admin/${call}?period=${period}`,
          connections: CONNECTIONS,
          duration: 3,
          headers: { authorization: `Bearer ${token}` },
        });
        const row = {
          call,
          period,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx + result.errors,
        };
        rows.push(row);
        log(
          `${call.padEnd(10)} ${period.padEnd(6)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.non2xx).padStart(9)}`,
        );
      }
    }
  } finally {
    await stopChild(api);
    await admin.raw('drop database if exists ?? with (force)', [ADMIN_BENCH_DATABASE]);
    await admin.destroy();
  }
  return rows;
}

export const adminBenchFailures = (rows: AdminBenchRow[]) =>
  rows.flatMap((row) => [
    ...(row.p99 > TARGET_ADMIN_P99_MS
      ? [`admin ${row.call} ${row.period}: p99 ${row.p99} ms > ${TARGET_ADMIN_P99_MS} ms`]
      : []),
    ...(row.non2xx > 0 ? [`admin ${row.call} ${row.period}: ${row.non2xx} failed requests`] : []),
  ]);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failures = adminBenchFailures(await runAdminBench());
  console.log(failures.length ? `Missed: ${failures.join('; ')}` : 'All admin targets met.');
  process.exitCode = failures.length ? 1 : 0;
}
