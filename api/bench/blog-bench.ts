import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { stringify } from 'qs';
import { createApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import { openPgliteDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { createLogger } from '../src/lib/logger';
import { freePort } from '../tools/free-port';
import { BENCH_PRODUCTION_SECRETS } from './bench-config';
import {
  startStrapi,
  TEST_CMS_API_TOKEN,
  TEST_CMS_WEBHOOK_SECRET,
  type StrapiProcess,
} from '../tools/strapi-process';

// The blog through the API's cache against the same reads straight from
// Strapi, in one run: the real, built Strapi (SQLite in a temporary folder,
// seeded at boot) and the API in this process (PGlite in memory, so no
// PostgreSQL is needed). autocannon also runs in this process, so the API
// shares its core with the load generator while Strapi has its own: the
// ratio printed is, if anything, on the low side.
//
//   npx tsx api/bench/blog-bench.ts          (BENCH_SECONDS=10, BENCH_CONNECTIONS=10)

export type BlogBenchRow = {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
};

export type BlogBenchResult = {
  rows: BlogBenchRow[];
  /** Cached API req/s over straight-from-Strapi req/s, per read. */
  ratios: { list: number; post: number };
  strapiBootMs: number;
};

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const TARGET_RATIO = 10;

// The queries the API sends for the same reads (features/blog/blog-content.ts).
const CARD_QUERY = {
  fields: ['title', 'slug', 'excerpt', 'publishDate', 'publishedAt', 'readTime'],
  populate: { category: { fields: ['name', 'slug'] }, featuredImage: { fields: ['url'] } },
  sort: ['publishDate:desc', 'publishedAt:desc'],
};

async function load(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  } satisfies BlogBenchRow;
}

export async function runBlogBench(
  log: (line: string) => void = console.log,
): Promise<BlogBenchResult> {
  const folder = await mkdtemp(join(tmpdir(), 'manifest-blog-bench-'));
  const strapiPort = await freePort();
  const database = openPgliteDatabase(await PGlite.create('memory://'), createLogger('silent'));
  await migrateToLatest(database.knex);

  const app = createApp({
    env: parseEnv({
      NODE_ENV: 'production',
      ...BENCH_PRODUCTION_SECRETS,
      LOG_LEVEL: 'error',
      CMS_URL: `http://127.0.0.1:${strapiPort}`,
      CMS_API_TOKEN: TEST_CMS_API_TOKEN,
      CMS_WEBHOOK_SECRET: TEST_CMS_WEBHOOK_SECRET,
    }),
    knex: database.knex,
    logger: createLogger('error'),
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let strapi: StrapiProcess | undefined;
  try {
    log('Starting Strapi (built cms/, SQLite in a temporary folder)...');
    strapi = await startStrapi({
      port: strapiPort,
      databaseFile: join(folder, 'cms.db'),
      apiUrl,
    });
    log(`Strapi answered /_health after ${strapi.bootMs} ms`);

    const page = (await (await fetch(`${apiUrl}/api/blog/posts?limit=9&offset=0`)).json()) as {
      slug: string;
    }[];
    const slug = page[0]?.slug;
    if (!slug) throw new Error('The seeded blog has no posts');
    // Warm the cache once; from here the API answers from memory.
    await fetch(`${apiUrl}/api/blog/posts/${slug}`);

    const token = { Authorization: `Bearer ${TEST_CMS_API_TOKEN}` };
    const strapiList = `${strapi.url}/api/blog-posts?${stringify(
      { ...CARD_QUERY, pagination: { start: 0, limit: 9 } },
      { encodeValuesOnly: true },
    )}`;
    const strapiPost = `${strapi.url}/api/blog-posts?${stringify(
      {
        filters: { slug: { $eq: slug } },
        populate: CARD_QUERY.populate,
        pagination: { start: 0, limit: 1 },
      },
      { encodeValuesOnly: true },
    )}`;

    log(`Load: ${CONNECTIONS} connections, ${SECONDS} s per read`);
    const rows = [
      await load(
        'API (cached)   GET /api/blog/posts?limit=9&offset=0',
        `${apiUrl}/api/blog/posts?limit=9&offset=0`,
      ),
      await load('Strapi direct  GET /api/blog-posts (same page)', strapiList, token),
      await load(`API (cached)   GET /api/blog/posts/${slug}`, `${apiUrl}/api/blog/posts/${slug}`),
      await load('Strapi direct  GET /api/blog-posts (same post)', strapiPost, token),
    ];
    const [apiList, cmsList, apiPost, cmsPost] = rows as [
      BlogBenchRow,
      BlogBenchRow,
      BlogBenchRow,
      BlogBenchRow,
    ];
    const ratio = (cached: BlogBenchRow, direct: BlogBenchRow) =>
      Math.round((cached.requestsPerSecond / Math.max(1, direct.requestsPerSecond)) * 10) / 10;
    const ratios = { list: ratio(apiList, cmsList), post: ratio(apiPost, cmsPost) };

    log('');
    log(
      `${'read'.padEnd(68)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`,
    );
    for (const row of rows) {
      log(
        `${row.name.padEnd(68)} ${String(row.requestsPerSecond).padStart(8)} ${String(row.p99Ms).padStart(8)} ${String(row.non2xx).padStart(8)}`,
      );
    }
    log('');
    for (const [read, value] of Object.entries(ratios)) {
      log(
        `${read}: cached API ${value}x Strapi (target >= ${TARGET_RATIO}x) ${value >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}`,
      );
    }
    return { rows, ratios, strapiBootMs: strapi.bootMs };
  } finally {
    await strapi?.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** The targets a run missed: a ratio below TARGET_RATIO, or any failed request. */
export function blogBenchFailures(result: BlogBenchResult): string[] {
  return [
    ...Object.entries(result.ratios)
      .filter(([, value]) => value < TARGET_RATIO)
      .map(([read, value]) => `blog ${read}: cached API ${value}x Strapi`),
    ...result.rows
      .filter((row) => row.non2xx > 0)
      .map((row) => `${row.name}: ${row.non2xx} non-2xx or errors`),
  ];
}

// Run directly (npm run bench runs it too): exit 1 when a target was missed.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(blogBenchFailures(await runBlogBench()).length ? 1 : 0);
}
