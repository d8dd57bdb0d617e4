import { expect, type Page } from '@playwright/test';
import { ZBlogPostList } from '@manifest/contracts/blog';
import type { TRemoteRoute } from '../../shell/src/app/route-table';
import { E2E_PORTS } from '../ports';

/** A post the blog can open, for `/blog/:slug`: the first one the API lists. */
export async function firstBlogSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/blog/posts');
  expect(response.status(), 'GET /api/blog/posts').toBe(200);
  const [post] = ZBlogPostList.parse(await response.json());
  if (!post) throw new Error('The API lists no blog post: the CMS seed should have some');
  return post.slug;
}

/** Opens a route of the route table and waits until nothing loads any more; returns its path. */
export async function openRoute(page: Page, route: TRemoteRoute, blogSlug: string) {
  const path = route.path.replace(':slug', blogSlug);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('loading-overlay'), `${path} still loading`).toHaveCount(0);
  return path;
}

const loadedResources = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name));

/**
 * The route rendered its own page: page code (a chunk, not only the remote's entry)
 * came from the route's remote, and no fallback or Page Not Found took its place.
 * (The chunk's name is not checked: the build may share a page's modules with the
 * remote's standalone app in a chunk named by number.)
 */
export async function expectRouteRendered(page: Page, route: TRemoteRoute, path: string) {
  await expect(page.locator('[data-testid^="remote-fallback-"]'), `${path} fell back`).toHaveCount(
    0,
  );
  await expect(page.getByTestId('page-not-found'), `${path} not found`).toHaveCount(0);
  await expect(page.locator('#root'), `${path} rendered nothing`).not.toBeEmpty();

  const remoteOrigin = `http://localhost:${E2E_PORTS[route.remote]}`;
  const isPageChunk = (url: string) =>
    url.startsWith(`${remoteOrigin}/`) && url.endsWith('.js') && !url.endsWith('/remoteEntry.js');
  await expect
    .poll(async () => (await loadedResources(page)).some(isPageChunk), {
      message: `${path} loads ${route.module}'s code from ${remoteOrigin}`,
    })
    .toBe(true);
}
