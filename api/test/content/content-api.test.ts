import { ZBlogPostDetail, ZBlogPostList, ZCreatedComment } from '@manifest/contracts/blog';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { createPostViewsRepository } from '../../src/features/blog/post-views-repository';
import { CONTENT_UNAVAILABLE_MESSAGE } from '../../src/features/content/content-cache';
import { DATABASE_ENGINES, openTestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { createTestUser } from '../support/test-users';
import { startStrapiStandIn, STAND_IN_POSTS, type StrapiStandIn } from './support/strapi-stand-in';

// The API's own behaviour in front of the CMS (validation, cache, webhook,
// timeouts, views, comment limits), against a Strapi stand-in it can slow
// down or break at will. Runs on PostgreSQL and PGlite (views and limits are
// stored in the API's database).

const TOKEN = 'stand-in-token-0123456789abcdef0123456789';
const SECRET = 'stand-in-webhook-secret-0123456789';
const TIMEOUT_MS = 300;

describe.each(DATABASE_ENGINES)('blog and catalogue API on %s', (engine) => {
  let database: Database;
  let cms: StrapiStandIn;
  let api: TestServer;

  const listReads = (start: number) =>
    cms.requests.filter(
      (request) =>
        request.path === '/api/blog-posts' &&
        JSON.stringify(request.query.pagination) ===
          JSON.stringify({ start: String(start), limit: '9' }),
    ).length;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    cms = await startStrapiStandIn({ token: TOKEN });
    api = await startTestServer({
      database,
      env: {
        CMS_URL: cms.url,
        CMS_API_TOKEN: TOKEN,
        CMS_WEBHOOK_SECRET: SECRET,
        CMS_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
  });
  afterEach(() => {
    cms.delayMs = 0;
    cms.isFailing = false;
  });
  afterAll(async () => {
    await api?.close();
    await cms?.close();
    await database?.close();
  });

  it('answers 400 naming the field for a bad page or search', async () => {
    const cases: [string, string, string][] = [
      ['/api/blog/posts?limit=0', 'limit', 'limit must be at least 1'],
      ['/api/blog/posts?limit=51', 'limit', 'limit must be at most 50'],
      ['/api/blog/posts?offset=-9', 'offset', 'offset must be at least 0'],
      ['/api/blog/posts?limit=nine', 'limit', 'limit must be a whole number'],
      ['/api/blog/posts/search', 'q', 'q is required'],
      [`/api/blog/posts/search?q=${'x'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
    ];
    for (const [path, field, message] of cases) {
      const answer = await api.request(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ message, field });
    }
  });

  it('answers 404 for unknown posts, categories and comment targets', async () => {
    for (const path of [
      '/api/blog/posts/no-such-post',
      '/api/blog/posts/%3Cscript%3E',
      '/api/blog/posts/no-such-post/comments',
    ]) {
      const answer = await api.request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual({ message: 'Post not found' });
    }
    const comment = await api.request('/api/blog/posts/no-such-post/comments', {
      json: { author: 'A', content: 'B' },
    });
    expect(comment.status).toBe(404);
    expect((await api.request('/api/blog/posts/category/nope')).body).toEqual({
      message: 'Category not found',
    });
  });

  it('serves pages newest first with views and likes, reading each from the CMS once however many ask', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.request('/api/blog/posts?limit=9&offset=0')),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const page = ZBlogPostList.parse(answers[0]!.body);
    expect(page.map((post) => post.slug)).toEqual(
      [...STAND_IN_POSTS]
        .reverse()
        .slice(0, 9)
        .map((post) => post.slug),
    );
    expect(page[0]).toMatchObject({ views: 0, likes: 0, featuredImage: null, readTime: 4 });
    await api.request('/api/blog/posts?limit=9&offset=0');
    expect(listReads(0)).toBe(1);
  });

  it('refuses the webhook without the secret, and drops the posts with it', async () => {
    await api.request('/api/blog/posts?limit=9&offset=0');
    const before = listReads(0);
    const event = { event: 'entry.publish', model: 'blog-post' };
    for (const token of [undefined, 'wrong-secret-wrong-secret']) {
      const refused = await api.request('/api/cms/webhook', { json: event, token });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: 'Invalid webhook secret' });
    }
    await api.request('/api/blog/posts?limit=9&offset=0');
    expect(listReads(0)).toBe(before);

    const accepted = await api.request('/api/cms/webhook', { json: event, token: SECRET });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ invalidated: ['blog-post'] });
    await api.request('/api/blog/posts?limit=9&offset=0');
    expect(listReads(0)).toBe(before + 1);
  });

  it('serves the last good copy when the CMS is too slow, and 503 for what it never had', async () => {
    await api.request('/api/blog/posts?limit=9&offset=0');
    await api.request('/api/cms/webhook', {
      json: { event: 'entry.update', model: 'blog-post' },
      token: SECRET,
    });
    cms.delayMs = TIMEOUT_MS * 4;

    const startedAt = performance.now();
    const stale = await api.request('/api/blog/posts?limit=9&offset=0');
    expect(stale.status).toBe(200);
    expect(ZBlogPostList.parse(stale.body)).toHaveLength(9);
    expect(performance.now() - startedAt).toBeLessThan(TIMEOUT_MS * 3);

    const never = await api.request('/api/blog/posts?limit=9&offset=9');
    expect(never.status).toBe(503);
    expect(never.body).toEqual({ message: CONTENT_UNAVAILABLE_MESSAGE });
    expect(never.headers.get('retry-after')).toBe('5');

    cms.delayMs = 0;
    cms.isFailing = true;
    expect((await api.request('/api/blog/posts/featured')).status).toBe(503);
  });

  it('counts a view once per address and day whatever the User-Agent says, and shows it on the cards', async () => {
    const post = STAND_IN_POSTS[0]!;
    const read = async (address: string, agent: string) =>
      ZBlogPostDetail.parse(
        (
          await api.request(`/api/blog/posts/${post.slug}`, {
            headers: { 'X-Forwarded-For': address, 'User-Agent': agent },
          })
        ).body,
      );
    expect((await read('192.0.2.10', 'reader-1')).views).toBe(1);
    expect((await read('192.0.2.10', 'reader-1')).views).toBe(1);
    // A new User-Agent per request is the same reader.
    expect((await read('192.0.2.10', 'reader-2')).views).toBe(1);
    expect((await read('192.0.2.11', 'reader-1')).views).toBe(2);
    const cards = ZBlogPostList.parse((await api.request('/api/blog/posts/category/mindset')).body);
    expect(cards.find((card) => card.id === post.documentId)?.views).toBe(2);
  });

  it("serves a post's image with every width the CMS made of it, narrowest first", async () => {
    const answer = await api.request(`/api/blog/posts/${STAND_IN_POSTS[0]!.slug}?view=none`);
    const post = ZBlogPostDetail.parse(answer.body);
    const media = (path: string) => new URL(path, post.featuredImage!).href;
    expect(post.featuredImage).toMatch(/^http:\/\/.+\/uploads\/dawn\.jpg$/);
    expect(post.featuredImageVariants).toEqual([
      { url: media('/uploads/thumbnail_dawn.jpg'), width: 245 },
      { url: media('/uploads/small_dawn.jpg'), width: 500 },
      { url: media('/uploads/large_dawn.jpg'), width: 1000 },
      { url: media('/uploads/dawn.jpg'), width: 2000 },
    ]);
    const card = ZBlogPostList.parse((await api.request('/api/blog/posts?limit=50')).body).find(
      ({ slug }) => slug === STAND_IN_POSTS[0]!.slug,
    );
    expect(card?.featuredImageVariants.map(({ width }) => width)).toEqual([245, 500, 1000, 2000]);
  });

  it('reads a post with view=none without counting it, and names a wrong view value', async () => {
    const post = STAND_IN_POSTS[2]!;
    const read = async (query: string, address: string) =>
      api.request(`/api/blog/posts/${post.slug}${query}`, {
        headers: { 'X-Forwarded-For': address },
      });
    expect(ZBlogPostDetail.parse((await read('?view=none', '192.0.2.30')).body).views).toBe(0);
    expect(ZBlogPostDetail.parse((await read('', '192.0.2.31')).body).views).toBe(1);
    expect(ZBlogPostDetail.parse((await read('?view=none', '192.0.2.32')).body).views).toBe(1);
    const wrong = await read('?view=skip', '192.0.2.33');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: 'view must be one of: count, none',
      field: 'view',
    });
  });

  it('counts a signed-in reader once a day from any address', async () => {
    const post = STAND_IN_POSTS[1]!;
    const reader = await createTestUser(database.knex);
    const read = async (address: string) =>
      ZBlogPostDetail.parse(
        (
          await api.request(`/api/blog/posts/${post.slug}`, {
            token: reader.token,
            headers: { 'X-Forwarded-For': address },
          })
        ).body,
      ).views;
    const first = await read('192.0.2.20');
    expect(await read('192.0.2.21')).toBe(first);
    expect(await read('192.0.2.22')).toBe(first);
  });

  it('deduplicates in SQL too (other instances), per day, and under concurrent reads', async () => {
    const views = createPostViewsRepository(database.knex);
    const count = (viewers: string[], day: string) =>
      views.countView({ postId: 'sql-post', viewers, day, viewedAt: new Date(`${day}T12:00:00Z`) });
    expect(await count(['address-1'], '2025-05-01')).toBe(1);
    expect(await count(['address-1'], '2025-05-01')).toBe(1);
    expect(await count(['address-2', 'user-1'], '2025-05-01')).toBe(2);
    expect(await count(['address-3', 'user-1'], '2025-05-01')).toBe(2);
    expect(await count(['address-1'], '2025-05-02')).toBe(3);
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => count(['address-9'], '2025-05-03')),
    );
    expect(Math.max(...concurrent)).toBe(4);
    expect(await views.totalsFor(['sql-post', 'never-viewed'])).toEqual(new Map([['sql-post', 4]]));
  });

  it('checks a comment, stores it as pending, and limits each address to 5 per window', async () => {
    const post = STAND_IN_POSTS[1]!;
    const path = `/api/blog/posts/${post.documentId}/comments`;
    const from = (address: string) => ({ 'X-Forwarded-For': address });

    const missing = await api.request(path, { json: { author: ' ', content: 'Hi' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'Please provide your name and comment',
      field: 'author',
    });
    const badEmail = await api.request(path, { json: { author: 'A', email: 'x@', content: 'Hi' } });
    expect(badEmail.body).toEqual({ message: 'Email must be a valid email', field: 'email' });

    for (let count = 1; count <= 5; count += 1) {
      const created = await api.request(path, {
        json: { author: 'Ana', email: '', content: `Comment ${count}` },
        headers: from('198.51.100.7'),
      });
      expect(created.status).toBe(201);
      expect(ZCreatedComment.parse(created.body)).toMatchObject({
        author: 'Ana',
        content: `Comment ${count}`,
        moderationState: 'pending',
      });
    }
    const sixth = await api.request(path, {
      json: { author: 'Ana', content: 'One more' },
      headers: from('198.51.100.7'),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      message: 'Too many comments from your address. Please try again in 10 minutes.',
    });
    const stored = cms.requests.filter((request) => request.method === 'POST');
    expect(stored).toHaveLength(5);
    const otherReader = await api.request(path, {
      json: { author: 'Bo', content: 'Hello' },
      headers: from('198.51.100.8'),
    });
    expect(otherReader.status).toBe(201);

    // Pending comments are not listed.
    expect((await api.request(path)).body).toEqual([]);
  });

  it('answers 503, not 500, when the CMS refuses its token', async () => {
    const misconfigured = await startTestServer({
      database,
      env: { CMS_URL: cms.url, CMS_API_TOKEN: 'not-the-token', CMS_WEBHOOK_SECRET: SECRET },
    });
    try {
      const answer = await misconfigured.request('/api/blog/categories');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: CONTENT_UNAVAILABLE_MESSAGE });
    } finally {
      await misconfigured.close();
    }
  });
});
