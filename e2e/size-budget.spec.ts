import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { REMOTE_PAGE_LISTS } from '../shell/src/testing/remote-page-lists';
import { E2E_PORTS, SHELL_URL } from './ports';
import { signUpThroughApi } from './support/api-session';
import { expectToast } from './support/pages';
import { describeByOrigin, scriptsDownloadedFor, totalKb } from './support/javascript-downloads';

/**
 * The size budget: the gzipped JavaScript each page downloads on a first visit, as
 * committed in size-budget.json (kilobytes, by `remote/Module`). The page is measured at
 * the first path of its line in its remote's page list, signed in if it is for members
 * only. A page may grow by 10% before this fails; a page that shrank for good gets its
 * new figure written there by hand.
 */
const BUDGET: Record<string, number> = JSON.parse(
  readFileSync(new URL('./size-budget.json', import.meta.url), 'utf8'),
);
const ALLOWED_GROWTH = 1.1;

const REMOTE_ORIGINS = new Map(
  (['dashboard', 'practice', 'blog', 'account'] as const).map((name) => [
    `http://localhost:${E2E_PORTS[name]}`,
    name,
  ]),
);

/** The page a budget names (`blog/BlogPostPage`), from its remote's page list. */
const pageOf = (key: string) => {
  const [remote, module] = key.split('/');
  const list = REMOTE_PAGE_LISTS.find(([name]) => name === remote)?.[1];
  const line = list && Object.entries(list).find(([name]) => name === module)?.[1];
  if (!remote || !line) throw new Error(`size-budget.json: ${key} is on no remote's page list`);
  return { remote, pattern: line.paths[0], signedIn: line.for === 'members' };
};

/** A real page for a pattern such as /blog/:slug: the newest post. */
async function concretePath(pattern: string, request: APIRequestContext) {
  if (!pattern.includes(':slug')) return pattern;
  const posts = (await (await request.get(`${SHELL_URL}/api/blog/posts`)).json()) as Array<{
    slug: string;
  }>;
  return pattern.replace(':slug', posts[0]!.slug);
}

/**
 * Asks for the page until the server sends it prerendered (its remote's render done and
 * kept), or 10 s have passed: a page that is never prerendered is then measured as it is.
 */
async function untilPrerendered(request: APIRequestContext, path: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const html = await (await request.get(path)).text();
    if (html.includes('id="prerender"')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

for (const [key, budgetKb] of Object.entries(BUDGET)) {
  const { remote, pattern, signedIn } = pageOf(key);
  test(`${pattern} stays within its JavaScript budget and loads only its own remote`, async ({
    browser,
  }) => {
    // A fresh browser: nothing cached from another page.
    const context = await browser.newContext();
    const page = await context.newPage();
    if (signedIn) await signUpThroughApi(page);
    const path = await concretePath(pattern, page.request);
    // The server has served the address before, as for every visitor but the very first:
    // a prerendered page that waits on a cold read (past 400 ms) is sent without its HTML
    // and drawn in the browser, with the code that takes (a post: its Markdown renderer).
    // (A signed-in visit here holds no hint cookie, so it is never sent a frame.)
    if (signedIn) await page.request.get(path);
    else await untilPrerendered(page.request, path);

    const downloads = await scriptsDownloadedFor(page, path);
    const report = describeByOrigin(path, downloads);
    test.info().annotations.push({ type: 'first load', description: report });
    console.log(report);

    const remotesLoaded = new Set(
      downloads.flatMap(({ url }) => REMOTE_ORIGINS.get(url.origin) ?? []),
    );
    expect([...remotesLoaded]).toEqual([remote]);
    expect(totalKb(downloads)).toBeLessThanOrEqual(budgetKb * ALLOWED_GROWTH);
    await context.close();
  });
}

test('the toaster loads with the first toast, not with the page', async ({ page }) => {
  // Radix Toast's viewport label: in the toaster's code, and in no other file.
  const TOASTER_CODE = 'Notifications ({hotkey})';
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const hasToasterCode = async () =>
    (await Promise.all(scripts)).some((text) => text.includes(TOASTER_CODE));

  await page.goto('/signin', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('signin-submit')).toBeEnabled();
  expect(await hasToasterCode()).toBe(false);

  await page.getByTestId('signin-email').fill('nobody-here@example.com');
  await page.getByTestId('signin-password').fill('not-a-password-1');
  await page.getByTestId('signin-submit').click();
  await expectToast(page, 'Sign In Failed', 'Invalid email or password');
  expect(await hasToasterCode()).toBe(true);
});
