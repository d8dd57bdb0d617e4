import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZAuthResponse } from '@manifest/contracts/auth';
import { ZBlogPostList } from '@manifest/contracts/blog';
import { startOpenAiStandIn, type TOpenAiStandIn } from '@manifest/openai-standin';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../tools/api-process';
import {
  startStrapiStandIn,
  STAND_IN_POSTS,
  type StrapiStandIn,
} from '../content/support/strapi-stand-in';
import { createPostgresTestDatabase } from '../support/test-database';
import { createTestUser, signupBody } from '../support/test-users';

// Two real API processes (src/server.ts) on one PostgreSQL database, as
// production runs them behind a load balancer: nothing one of them knows may
// be missing from the other.

const CMS_TOKEN = 'two-processes-cms-token-0123456789abcdef';
const WEBHOOK_SECRET = 'two-processes-webhook-secret-0123456789';
const INVALIDATION_DEADLINE_MS = 2_000;
const SLOW_REPLY_MS = 1_500;
const LIST = '/api/blog/posts?limit=9&offset=0';

type Answer = { status: number; body: unknown };

async function call(
  api: ApiProcess,
  path: string,
  { token, json, address }: { token?: string; json?: unknown; address?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(address ? { 'X-Forwarded-For': address } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const newestTitle = async (api: ApiProcess) =>
  ZBlogPostList.parse((await call(api, LIST)).body)[0]?.title;

describe('two API processes on one PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let cms: StrapiStandIn;
  let openAi: TOpenAiStandIn;
  let outbox: string;
  let direct: Knex;
  let first: ApiProcess;
  let second: ApiProcess;

  beforeAll(async () => {
    postgres = await createPostgresTestDatabase();
    direct = knexFactory({ client: 'pg', connection: postgres.url, pool: { min: 0, max: 2 } });
    cms = await startStrapiStandIn({ token: CMS_TOKEN });
    openAi = await startOpenAiStandIn();
    outbox = await mkdtemp(join(tmpdir(), 'manifest-two-processes-'));
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres.url,
      API_TRUST_PROXY: 'true',
      CMS_URL: cms.url,
      CMS_API_TOKEN: CMS_TOKEN,
      CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OPENAI_API_KEY: 'sk-two-processes',
      OPENAI_BASE_URL: openAi.baseURL,
      AI_TIMEOUT_MS: '10000',
      MAIL_OUTBOX_DIR: outbox,
    };
    [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await openAi?.close();
    await cms?.close();
    await direct?.destroy();
    await postgres?.drop();
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  it('shares sessions and limits: signed up on one, known to the other; signed out on one, out on both', async () => {
    const signup = await call(first, '/api/auth/signup', {
      json: signupBody(),
      address: '203.0.113.10',
    });
    expect(signup.status).toBe(201);
    const { token } = ZAuthResponse.parse(signup.body);
    expect((await call(second, '/api/auth/user', { token })).status).toBe(200);
    expect((await call(second, '/api/auth/logout', { token, json: {} })).status).toBe(204);
    expect((await call(first, '/api/auth/user', { token })).status).toBe(401);

    // The contact form allows an address 5 messages an hour, wherever they land.
    const message = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Hello there',
    };
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const api = n % 2 === 0 ? first : second;
      statuses.push(
        (await call(api, '/api/contact', { json: message, address: '203.0.113.11' })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it(`drops a changed post in both processes within ${INVALIDATION_DEADLINE_MS} ms of one webhook`, async () => {
    const post = STAND_IN_POSTS.reduce((newest, candidate) =>
      candidate.publishDate > newest.publishDate ? candidate : newest,
    );
    const original = post.title;
    try {
      expect([await newestTitle(first), await newestTitle(second)]).toEqual([original, original]);
      post.title = `${original} (edited)`;
      // Cached: neither process asks the CMS again by itself.
      expect([await newestTitle(first), await newestTitle(second)]).toEqual([original, original]);

      const hook = await call(first, '/api/cms/webhook', {
        token: WEBHOOK_SECRET,
        json: { event: 'entry.update', model: 'blog-post' },
      });
      expect(hook.status).toBe(200);
      const sentAt = performance.now();
      expect(await newestTitle(first)).toBe(post.title);
      while ((await newestTitle(second)) !== post.title) {
        expect(performance.now() - sentAt).toBeLessThan(INVALIDATION_DEADLINE_MS);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(performance.now() - sentAt).toBeLessThan(INVALIDATION_DEADLINE_MS);
    } finally {
      post.title = original;
    }
  });

  it('counts a reader once across both, and each shows the other’s views', async () => {
    const { slug, documentId } = STAND_IN_POSTS[0] ?? { slug: '', documentId: '' };
    const viewsOnCards = async (api: ApiProcess) =>
      ZBlogPostList.parse((await call(api, '/api/blog/posts?limit=50&offset=0')).body).find(
        (card) => card.slug === slug,
      )?.views;
    expect(await viewsOnCards(first)).toBe(0);
    for (const [api, address] of [
      [first, '198.51.100.1'],
      [second, '198.51.100.1'],
      [second, '198.51.100.2'],
    ] as const) {
      expect((await call(api, `/api/blog/posts/${slug}`, { address })).status).toBe(200);
    }
    const stored = await direct('post_view_counts').where({ post_id: documentId }).first();
    expect(Number(stored?.views)).toBe(2);

    const askedAt = performance.now();
    while ((await viewsOnCards(first)) !== 2) {
      expect(performance.now() - askedAt).toBeLessThan(INVALIDATION_DEADLINE_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await viewsOnCards(second)).toBe(2);
  });

  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0; the other serves on', async () => {
    const user = await createTestUser(direct);
    openAi.setBehaviour({ kind: 'ok', firstTokenDelayMs: SLOW_REPLY_MS });
    const inFlight = call(first, '/api/chat/manifestation', {
      token: user.token,
      json: { message: 'Still there?' },
    });
    await new Promise((resolve) => setTimeout(resolve, SLOW_REPLY_MS / 3));
    const stoppedAt = performance.now();
    const exitCode = first.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${first.url}/api/health/live`)).rejects.toThrow();

    expect((await inFlight).status).toBe(200);
    expect(await exitCode).toBe(0);
    expect(performance.now() - stoppedAt).toBeLessThan(SLOW_REPLY_MS + 3_000);
    expect((await call(second, '/api/daily-tasks', { token: user.token })).status).toBe(200);
    expect(first.output()).not.toMatch(/Shutdown took too long/);
  });
});
