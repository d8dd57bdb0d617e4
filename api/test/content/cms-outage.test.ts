import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZBlogPostList } from '@manifest/contracts/blog';
import { ZMeditationList } from '@manifest/contracts/catalogue';
import { ZHealthDetails } from '@manifest/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { CONTENT_UNAVAILABLE_MESSAGE } from '../../src/features/content/content-cache';
import { freePort } from '../../tools/free-port';
import {
  startStrapi,
  TEST_CMS_API_TOKEN,
  TEST_CMS_WEBHOOK_SECRET,
  type StrapiProcess,
} from '../../tools/strapi-process';
import { openTestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { createTestUser } from '../support/test-users';

// The real Strapi stopped under the running API, then started again on the
// same port and data: content already read keeps being served (even once its
// cache time is over), what was never read answers 503, the rest of the
// product does not notice, and the CMS's return is picked up by itself.

const METRICS_TOKEN = 'cms-outage-operators-0123456789abcdefghij';
const CMS_TIMEOUT_MS = 1_000;
/** Every answer during the outage comes within this. */
const ANSWER_DEADLINE_MS = CMS_TIMEOUT_MS + 1_000;
const RETURN_NOTICED_MS = 5_000;

describe('the CMS killed while the API serves', () => {
  let folder: string;
  let strapiPort: number;
  let strapi: StrapiProcess | undefined;
  let database: Database;
  let api: TestServer;

  const bootStrapi = async () => {
    strapi = await startStrapi({
      port: strapiPort,
      databaseFile: join(folder, 'cms.db'),
      apiUrl: api.url,
    });
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'manifest-cms-outage-'));
    strapiPort = await freePort();
    database = await openTestDatabase('postgres');
    api = await startTestServer({
      database,
      env: {
        CMS_URL: `http://127.0.0.1:${strapiPort}`,
        CMS_API_TOKEN: TEST_CMS_API_TOKEN,
        CMS_WEBHOOK_SECRET: TEST_CMS_WEBHOOK_SECRET,
        CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS),
        // Cached copies go stale at once, so every read during the outage asks the dead CMS.
        CONTENT_CACHE_TTL_SECONDS: '1',
        METRICS_TOKEN,
      },
    });
    await bootStrapi();
  });
  afterAll(async () => {
    await strapi?.stop();
    await api?.close();
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** A request that must answer within the outage deadline. */
  async function timed(path: string, options: Parameters<TestServer['request']>[1] = {}) {
    const startedAt = performance.now();
    const answer = await api.request(path, options);
    expect(performance.now() - startedAt, path).toBeLessThan(ANSWER_DEADLINE_MS);
    return answer;
  }
  const cmsHealth = async () =>
    ZHealthDetails.parse(
      (await api.request('/api/health', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }))
        .body,
    ).cms.ok;

  it('serves the blog and meditations it read, 503 for the rest, and notices the CMS is back', async () => {
    const page = ZBlogPostList.parse((await api.request('/api/blog/posts?limit=9&offset=0')).body);
    const [readPost, unreadPost] = page;
    if (!readPost || !unreadPost) throw new Error('the seeded blog has fewer than 2 posts');
    expect((await api.request(`/api/blog/posts/${readPost.slug}`)).status).toBe(200);
    const meditations = ZMeditationList.parse((await api.request('/api/meditations/list')).body);
    const meditationId = meditations[0]?.id ?? '';
    const user = await createTestUser(database.knex);

    await strapi?.stop();
    strapi = undefined;
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const cachedPage = await timed('/api/blog/posts?limit=9&offset=0');
    expect(ZBlogPostList.parse(cachedPage.body).map((post) => post.slug)).toEqual(
      page.map((post) => post.slug),
    );
    expect((await timed(`/api/blog/posts/${readPost.slug}`)).status).toBe(200);
    expect(ZMeditationList.parse((await timed('/api/meditations/list')).body)).toEqual(meditations);
    const session = await timed('/api/meditations/start', {
      token: user.token,
      json: { meditationId, startedAt: new Date().toISOString() },
    });
    expect(session.status).toBe(201);

    for (const path of [
      `/api/blog/posts/${unreadPost.slug}`,
      '/api/blog/posts?limit=9&offset=90',
    ]) {
      const never = await timed(path);
      expect([never.status, never.body], path).toEqual([
        503,
        { message: CONTENT_UNAVAILABLE_MESSAGE },
      ]);
    }

    // The rest of the product: practice, progress and health go on.
    expect((await timed('/api/daily-tasks', { token: user.token })).status).toBe(200);
    const completed = await timed('/api/daily-tasks/morning-visualization/complete', {
      token: user.token,
      json: {},
    });
    expect(completed.status).toBe(200);
    expect((await timed('/api/user/stats', { token: user.token })).status).toBe(200);
    expect((await timed('/api/health')).body).toEqual({ status: 'up' });
    expect(await cmsHealth()).toBe(false);

    await bootStrapi();
    const backAt = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - backAt < RETURN_NOTICED_MS) {
      status = (await api.request(`/api/blog/posts/${unreadPost.slug}`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status, 'the post never read before, once the CMS is back').toBe(200);
    expect(await cmsHealth()).toBe(true);
  });
});
