import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ZBlogCategoryList,
  ZBlogPostDetail,
  ZBlogPostList,
  ZCommentList,
  ZCreatedComment,
} from '@manifest/contracts/blog';
import { ZAffirmationList, ZMeditationList } from '@manifest/contracts/catalogue';
import { LEGAL_SLUGS, ZLegalDocument } from '@manifest/contracts/legal';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import type { Database } from '../../src/db/database';
import { createCatalogueContent } from '../../src/features/catalogue/catalogue-content';
import { createCmsMeditationCatalogue } from '../../src/features/catalogue/cms-meditation-catalogue';
import { CONTENT_UNAVAILABLE_MESSAGE } from '../../src/features/content/content-cache';
import { createContentSource } from '../../src/features/content/content-source';
import { createLogger } from '../../src/lib/logger';
import { openTestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInToStrapiAdmin } from './support/strapi-admin';
import { freePort } from '../../tools/free-port';
import {
  startStrapi,
  TEST_CMS_API_TOKEN,
  TEST_CMS_WEBHOOK_SECRET,
  type StrapiProcess,
} from '../../tools/strapi-process';

// The real Strapi (built cms/, SQLite in a temporary folder) with the real API
// (PGlite in memory), talking over HTTP both ways: REST with the token, and
// the webhook back to the API.

const FRESHNESS_LIMIT_MS = 2_000;

let folder: string;
let database: Database;
let api: TestServer;
let strapi: StrapiProcess;
let strapiPort: number;
let admin: Awaited<ReturnType<typeof signInToStrapiAdmin>>;
const bootTimes: number[] = [];

const apiEnv = () => ({
  CMS_URL: `http://127.0.0.1:${strapiPort}`,
  CMS_API_TOKEN: TEST_CMS_API_TOKEN,
  CMS_WEBHOOK_SECRET: TEST_CMS_WEBHOOK_SECRET,
});

const boot = async () => {
  strapi = await startStrapi({
    port: strapiPort,
    databaseFile: join(folder, 'cms.db'),
    apiUrl: api.url,
  });
  bootTimes.push(strapi.bootMs);
  admin = await signInToStrapiAdmin(strapi.url);
};

/** Straight from Strapi with the API's token. */
const fromStrapi = async (path: string) => {
  const response = await fetch(`${strapi.url}/api/${path}`, {
    headers: { Authorization: `Bearer ${TEST_CMS_API_TOKEN}` },
  });
  return (await response.json()) as { data: Record<string, unknown>[]; meta: unknown };
};

/** Polls until `check` passes; returns how long it took. */
async function timeUntil(check: () => Promise<boolean>, limitMs = 5_000): Promise<number> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < limitMs) {
    if (await check()) return performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Not seen within ${limitMs} ms`);
}

const uniqueSlug = (label: string) => `${label}-${Date.now().toString(36)}`;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'manifest-content-'));
  database = await openTestDatabase('pglite');
  strapiPort = await freePort();
  api = await startTestServer({ database, env: apiEnv() });
  await boot();
});

afterAll(async () => {
  await strapi?.stop();
  await api?.close();
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
  console.info(`Strapi boot times (ms): ${bootTimes.join(', ')}`);
});

describe('the API serving content from the real Strapi', () => {
  it('serves the seeded blog: categories, pages of 9 newest first, and up to 3 featured', async () => {
    const categories = ZBlogCategoryList.parse((await api.request('/api/blog/categories')).body);
    expect(categories.length).toBeGreaterThanOrEqual(4);

    const firstPage = await api.request('/api/blog/posts?limit=9&offset=0');
    expect(firstPage.status).toBe(200);
    const first = ZBlogPostList.parse(firstPage.body);
    const second = ZBlogPostList.parse(
      (await api.request('/api/blog/posts?limit=9&offset=9')).body,
    );
    expect(first).toHaveLength(9);
    expect(first.length + second.length).toBeGreaterThanOrEqual(12);
    const dates = [...first, ...second].map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(first.map((post) => post.category?.slug)).size).toBeGreaterThanOrEqual(2);
    expect(first.every((post) => post.likes === 0)).toBe(true);

    const featured = ZBlogPostList.parse((await api.request('/api/blog/posts/featured')).body);
    expect(featured.length).toBeGreaterThanOrEqual(1);
    expect(featured.length).toBeLessThanOrEqual(3);
  });

  it('serves the meditations, the 42 affirmations (7 per category) and every legal text', async () => {
    const meditations = ZMeditationList.parse((await api.request('/api/meditations/list')).body);
    expect(meditations.length).toBeGreaterThanOrEqual(8);
    expect(meditations.map((meditation) => meditation.id)).toEqual(
      expect.arrayContaining(['abundance-flow', 'laser-focus', 'stress-release']),
    );
    // The narrator reads each meditation's script from the CMS.
    expect(meditations.find((meditation) => meditation.id === 'abundance-flow')?.script).toMatch(
      /^Welcome to Abundance Flow\.\.\./,
    );

    const affirmations = ZAffirmationList.parse((await api.request('/api/affirmations')).body);
    expect(affirmations.map((affirmation) => affirmation.id)).toEqual(
      Array.from({ length: 42 }, (_, index) => index + 1),
    );
    const perCategory = new Map<string, number>();
    for (const { category } of affirmations) {
      perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    }
    expect([...perCategory.values()]).toEqual(Array(6).fill(7));

    for (const slug of LEGAL_SLUGS) {
      const answer = await api.request(`/api/legal/${slug}`);
      expect(answer.status, slug).toBe(200);
      expect(ZLegalDocument.parse(answer.body).slug).toBe(slug);
    }
    expect(ZLegalDocument.parse((await api.request('/api/legal/terms')).body)).toMatchObject({
      pricingReading: 'one-time-lifetime',
      backLink: 'home',
    });
    expect(
      ZLegalDocument.parse((await api.request('/api/legal/terms-of-service')).body),
    ).toMatchObject({
      pricingReading: 'monthly-subscription',
      backLink: 'signup',
    });
    expect((await api.request('/api/legal/no-such-page')).status).toBe(404);
  });

  it('resolves meditation ids and old aliases from the CMS for starting a session', async () => {
    const env = parseEnv({ ...apiEnv(), NODE_ENV: 'test' });
    const source = createContentSource({ env, logger: createLogger('silent') });
    const catalogue = createCmsMeditationCatalogue(createCatalogueContent(source));
    expect(await catalogue.find('med_laser_focus')).toMatchObject({ id: 'laser-focus' });
    expect(await catalogue.find('med_stress_release')).toMatchObject({ id: 'stress-release' });
    expect(await catalogue.find('abundance-flow')).toMatchObject({ id: 'abundance-flow' });
    expect(await catalogue.find('not-a-meditation')).toBeNull();
  });

  it('searches title, excerpt and content, and lists a category; 404 for an unknown one', async () => {
    const [post] = ZBlogPostList.parse((await api.request('/api/blog/posts?limit=1')).body);
    const detail = ZBlogPostDetail.parse((await api.request(`/api/blog/posts/${post!.slug}`)).body);
    const wordOfTheArticle = detail.content.match(/[A-Za-z]{9,}/)?.[0] ?? 'manifest';
    const found = ZBlogPostList.parse(
      (await api.request(`/api/blog/posts/search?q=${encodeURIComponent(wordOfTheArticle)}`)).body,
    );
    expect(found.map((match) => match.slug)).toContain(post!.slug);

    const inCategory = ZBlogPostList.parse(
      (await api.request(`/api/blog/posts/category/${post!.category!.slug}`)).body,
    );
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((match) => match.category?.slug === post!.category!.slug)).toBe(true);
    expect((await api.request('/api/blog/posts/category/no-such-category')).status).toBe(404);
  });

  it('counts views in its own database, once per reader and day', async () => {
    const [post] = ZBlogPostList.parse(
      (await api.request('/api/blog/posts?limit=1&offset=2')).body,
    );
    const read = (address: string, agent: string) =>
      api.request(`/api/blog/posts/${post!.slug}`, {
        headers: { 'X-Forwarded-For': address, 'User-Agent': agent },
      });
    const first = ZBlogPostDetail.parse((await read('198.51.100.1', 'agent-a')).body);
    expect(ZBlogPostDetail.parse((await read('198.51.100.1', 'agent-b')).body).views).toBe(
      first.views,
    );
    expect(ZBlogPostDetail.parse((await read('198.51.100.2', 'agent-a')).body).views).toBe(
      first.views + 1,
    );
    const listed = ZBlogPostList.parse(
      (await api.request('/api/blog/posts?limit=1&offset=2')).body,
    );
    expect(listed[0]).toMatchObject({ slug: post!.slug, views: first.views + 1 });
  });

  it('never shows a draft', async () => {
    const slug = uniqueSlug('a-draft-nobody-sees');
    await admin.createDraftPost({
      title: `Unpublished musings ${slug}`,
      slug,
      excerpt: 'Not yet.',
      content: 'Draft body zyxwvutsr.',
      publishDate: '2099-01-01',
      readTime: 2,
    });
    const answer = await api.request(`/api/blog/posts/${slug}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Post not found' });
    const firstPage = ZBlogPostList.parse((await api.request('/api/blog/posts?limit=9')).body);
    expect(firstPage.map((post) => post.slug)).not.toContain(slug);
    expect((await api.request('/api/blog/posts/search?q=zyxwvutsr')).body).toEqual([]);
  });

  it('shows a post published in Strapi within 2 seconds', async () => {
    const slug = uniqueSlug('fresh-from-the-editor');
    const draft = await admin.createDraftPost({
      title: `Fresh from the editor ${slug}`,
      slug,
      excerpt: 'Just published.',
      content: 'Hello readers.',
      publishDate: '2099-12-31',
      readTime: 3,
    });
    // Both the post and the first page are cached without it before it is published.
    expect((await api.request(`/api/blog/posts/${slug}`)).status).toBe(404);
    await api.request('/api/blog/posts?limit=9&offset=0');

    await admin.publishPost(draft.documentId);
    const elapsedMs = await timeUntil(
      async () => (await api.request(`/api/blog/posts/${slug}`)).status === 200,
    );
    console.info(`Published post visible through the API after ${Math.round(elapsedMs)} ms`);
    expect(elapsedMs).toBeLessThan(FRESHNESS_LIMIT_MS);
    const firstPage = ZBlogPostList.parse((await api.request('/api/blog/posts?limit=9')).body);
    expect(firstPage[0]?.slug).toBe(slug);
  });

  it("serves a post's featured image in every width Strapi made of the upload", async () => {
    const form = new FormData();
    // A photo an editor uploads, as far as Strapi can tell: 1200×600, plain grey.
    const photo = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: { r: 128, g: 128, b: 128 } },
    })
      .png()
      .toBuffer();
    form.append('files', new Blob([photo], { type: 'image/png' }), 'dawn.png');
    const uploaded = await fetch(`${strapi.url}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as { id: number }[];
    try {
      const slug = uniqueSlug('a-wide-sunrise');
      const draft = await admin.createDraftPost({
        title: `A wide sunrise ${slug}`,
        slug,
        excerpt: 'With a photo.',
        content: 'Look at it.',
        publishDate: '2000-01-01',
        readTime: 2,
        featuredImage: file!.id,
      });
      await admin.publishPost(draft.documentId);

      const post = ZBlogPostDetail.parse((await api.request(`/api/blog/posts/${slug}`)).body);
      expect(post.featuredImage).toMatch(/\/uploads\/dawn_\w+\.png$/);
      // Strapi's default breakpoints below the image's own 1200 px, narrowest first.
      expect(post.featuredImageVariants.map(({ width }) => width)).toEqual([
        245, 500, 750, 1000, 1200,
      ]);
      for (const variant of post.featuredImageVariants) {
        expect((await fetch(variant.url)).headers.get('content-type')).toBe('image/png');
      }
    } finally {
      await fetch(`${strapi.url}/upload/files/${file!.id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${admin.token}` },
      });
    }
  });

  it('stores a comment as pending, returns a script tag as inert text, and lists it once approved', async () => {
    const [post] = ZBlogPostList.parse(
      (await api.request('/api/blog/posts?limit=1&offset=3')).body,
    );
    const content = '<script>alert("pwned")</script> & <b>bold</b> "quoted"';
    const created = await api.request(`/api/blog/posts/${post!.id}/comments`, {
      json: { author: '<img src=x onerror=alert(1)>', email: 'reader@example.com', content },
      headers: { 'X-Forwarded-For': '203.0.113.10' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^application\/json/);
    const comment = ZCreatedComment.parse(created.body);
    expect(comment).toMatchObject({
      author: '<img src=x onerror=alert(1)>',
      content,
      moderationState: 'pending',
    });
    expect(created.body).not.toHaveProperty('email');

    const stored = (await admin.comments()).find((entry) => entry.documentId === comment.id);
    expect(stored).toMatchObject({ moderationState: 'pending', email: 'reader@example.com' });

    const listed = async () =>
      ZCommentList.parse((await api.request(`/api/blog/posts/${post!.id}/comments`)).body);
    expect((await listed()).map((entry) => entry.id)).not.toContain(comment.id);

    await admin.setCommentState(comment.id, 'approved');
    const elapsedMs = await timeUntil(async () =>
      (await listed()).some((entry) => entry.id === comment.id),
    );
    expect(elapsedMs).toBeLessThan(FRESHNESS_LIMIT_MS);
    const answer = await api.request(`/api/blog/posts/${post!.id}/comments`);
    const approved = ZCommentList.parse(answer.body);
    expect(approved.find((entry) => entry.id === comment.id)?.content).toBe(content);
    expect(answer.text).not.toContain('reader@example.com');
    const times = approved.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('seeds idempotently: a second boot changes nothing and keeps an editor’s edit', async () => {
    const [post] = ZBlogPostList.parse(
      (await api.request('/api/blog/posts?limit=1&offset=4')).body,
    );
    const editedTitle = `${post!.title} (edited by an editor)`;
    await admin.updatePost(post!.id, { title: editedTitle });
    await admin.publishPost(post!.id);

    /** Who each entry is and when it last changed, sorted by documentId. */
    const entries = (rows: Record<string, unknown>[]) =>
      rows
        .map((row) => ({
          documentId: row.documentId,
          slug: row.slug ?? null,
          updatedAt: row.updatedAt,
          publishedAt: row.publishedAt ?? null,
          ...('status' in row ? { status: row.status } : {}),
        }))
        .sort((a, b) => String(a.documentId).localeCompare(String(b.documentId)));
    const published = async (type: string) => {
      const { data, meta } = await fromStrapi(`${type}?pagination[pageSize]=100`);
      expect((meta as { pagination: { total: number } }).pagination.total).toBe(data.length);
      return entries(data);
    };
    // Through the editor's list, which shows drafts too (the content API only
    // ever answers published posts, whatever `status` it is sent).
    const asEditorSees = async (type: string) =>
      entries(await admin.documents(`api::${type}.${type}`));
    const snapshot = async () => ({
      categories: await published('blog-categories'),
      posts: await published('blog-posts'),
      postsWithDrafts: await asEditorSees('blog-post'),
      comments: await asEditorSees('comment'),
      meditations: await published('meditations'),
      affirmations: await published('affirmations'),
      legal: await published('legal-documents'),
    });
    const before = await snapshot();
    expect(before.categories.length).toBeGreaterThanOrEqual(4);
    expect(before.posts.length).toBeGreaterThanOrEqual(12);
    expect(before.postsWithDrafts.length).toBeGreaterThan(before.posts.length);
    expect(before.postsWithDrafts.map((entry) => entry.status)).toContain('draft');
    expect(before.comments.length).toBeGreaterThan(0);
    expect(before.meditations.length).toBeGreaterThanOrEqual(8);
    expect(before.affirmations).toHaveLength(42);
    expect(before.legal.length).toBeGreaterThan(0);
    expect(before.posts.find((entry) => entry.documentId === post!.id)).toBeDefined();

    await strapi.stop();
    await boot();
    expect(await snapshot()).toEqual(before);
    const detail = ZBlogPostDetail.parse((await api.request(`/api/blog/posts/${post!.slug}`)).body);
    expect(detail.title).toBe(editedTitle);
  });

  it('keeps serving cached posts with Strapi stopped, and answers 503 for what it never cached', async () => {
    const page = await api.request('/api/blog/posts?limit=9&offset=0');
    const [post] = ZBlogPostList.parse(page.body);
    const detail = await api.request(`/api/blog/posts/${post!.slug}`);
    expect(detail.status).toBe(200);

    await strapi.stop();
    // A change reported just before the outage must not empty the cache either.
    const webhook = await api.request('/api/cms/webhook', {
      json: { event: 'entry.update', model: 'blog-post' },
      token: TEST_CMS_WEBHOOK_SECRET,
    });
    expect(webhook.status).toBe(200);

    const cachedPage = await api.request('/api/blog/posts?limit=9&offset=0');
    expect(cachedPage.status).toBe(200);
    expect(ZBlogPostList.parse(cachedPage.body).map((entry) => entry.slug)).toEqual(
      ZBlogPostList.parse(page.body).map((entry) => entry.slug),
    );
    const cachedPost = await api.request(`/api/blog/posts/${post!.slug}`);
    expect(cachedPost.status).toBe(200);
    expect(ZBlogPostDetail.parse(cachedPost.body).content).toBe(
      ZBlogPostDetail.parse(detail.body).content,
    );

    for (const path of [
      '/api/blog/posts?limit=9&offset=90',
      '/api/blog/posts/search?q=never-asked',
    ]) {
      const answer = await api.request(path);
      expect(answer.status, path).toBe(503);
      expect(answer.body).toEqual({ message: CONTENT_UNAVAILABLE_MESSAGE });
    }
  });
});
