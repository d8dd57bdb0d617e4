import { SIGNED_IN_HINT_COOKIE } from '@manifest/api-client/session-storage';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { E2E_PORTS, SHELL_URL } from './ports';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { newUser } from './support/users';

// docs/prerendering.md: a visitor's public page arrives as HTML that
// the account remote rendered, so it shows before any script has run; a signed-in
// page arrives as its frame (its remote's) inside the signed-in chrome (the shell's).

const PUBLIC_PAGES = [
  ['/', /^Turn what you picture into/],
  ['/signin', 'Welcome Back'],
  ['/signup', 'Start Your Transformation'],
  ['/pricing', 'Simple, honest pricing'],
  ['/forgot-password', 'Forgot your password?'],
  ['/contact', 'Contact Us'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
] as const;

/** No script loads: what shows is the HTML the server sent. */
const withoutScripts = (page: Page) => page.route(/\.js(\?.*)?$/, (route) => route.abort());

test('the public pages show their content before any script has run', async ({ page }) => {
  await withoutScripts(page);
  for (const [path, heading] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Nothing acts before the app does: a form cannot be sent by the browser itself.
  await page.goto('/signin');
  await expect(page.getByTestId('signin-submit')).toBeDisabled();
  await expect(page.getByLabel('Email Address')).toBeEditable();
});

type TCard = { slug: string; title: string; views: number };
const blogPosts = async (request: APIRequestContext) =>
  (await (await request.get(`${SHELL_URL}/api/blog/posts?limit=9`)).json()) as TCard[];
const viewsOf = async (request: APIRequestContext, slug: string) =>
  ((await (await request.get(`${SHELL_URL}/api/blog/posts/${slug}?view=none`)).json()) as TCard)
    .views;

test('the blog and its posts show their content before any script has run', async ({ page }) => {
  const posts = await blogPosts(page.request);
  // A post's first ask renders it (the blog warms only /blog): with several workers on two
  // cores that first render may miss the shell's 400 ms, and the browser draws that page.
  await page.request.get(`/blog/${posts[0]!.slug}`);
  await withoutScripts(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Manifestation Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();
  await expect(page.getByText(posts[0]!.title).first()).toBeVisible();

  await page.goto(`/blog/${posts[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: posts[0]!.title })).toBeVisible();
  // The article itself, not its loading placeholder: it is the page's largest paint.
  const { content } = (await (
    await page.request.get(`${SHELL_URL}/api/blog/posts/${posts[0]!.slug}?view=none`)
  ).json()) as { content: string };
  const firstSentence = content.split('\n').find((line) => /^[A-Z][^.]{10,}\./.test(line));
  await expect(page.getByText(firstSentence!.split('.')[0]!).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the article' })).toHaveCount(0);
});

test("prerendering a post counts no view; the reader's own read, once the app runs, is sent", async ({
  page,
}) => {
  // The last post of the page: the one other specs do not open.
  const post = (await blogPosts(page.request)).at(-1)!;
  const before = await viewsOf(page.request, post.slug);
  // The first ask renders the post, which may miss the shell's 400 ms on a busy machine
  // (that visitor's browser draws the page); a later ask gets the render.
  await expect
    .poll(async () => (await page.request.get(`/blog/${post.slug}`)).text())
    .toContain('id="prerender"');
  expect(await viewsOf(page.request, post.slug)).toBe(before);

  const readersRead = page.waitForRequest(
    (request) => new URL(request.url()).pathname === `/api/blog/posts/${post.slug}`,
  );
  await page.goto(`/blog/${post.slug}`);
  expect(new URL((await readersRead).url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
});

test("a prerendered post keeps the server's article: only a post opened in the app downloads the Markdown renderer", async ({
  page,
}) => {
  const [, prerendered, opened] = await blogPosts(page.request);
  await expect
    .poll(async () => (await page.request.get(`/blog/${prerendered!.slug}`)).text())
    .toContain('id="prerender"');
  const rendererDownloads: string[] = [];
  page.on('request', (request) => {
    if (/\/safe-markdown\.\w+\.js$/.test(request.url())) rendererDownloads.push(request.url());
  });

  await page.goto(`/blog/${prerendered!.slug}`);
  // The app has taken the page over (the prerendered copy is gone), with the same article.
  await expect(page.locator('#prerender')).toHaveCount(0);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: prerendered!.title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(article.getByRole('button', { name: 'Like' })).toBeEnabled();
  expect(rendererDownloads).toEqual([]);

  await page.getByRole('link', { name: 'Explore More Articles' }).click();
  await page.getByRole('link', { name: opened!.title }).first().click();
  await expect(article.getByRole('heading', { level: 1, name: opened!.title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(rendererDownloads).toHaveLength(1);

  // Back inside the app: the first post's article is drawn again, as the server drew it.
  await page.goBack();
  await page.goBack();
  await expect(article.getByRole('heading', { level: 1, name: prerendered!.title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the prerendered pages pass axe at both widths, light and dark', async ({ page }) => {
  const [post] = await blogPosts(page.request);
  await withoutScripts(page);
  for (const path of ['/', '/signin', '/blog', `/blog/${post!.slug}`]) {
    await expectAccessibleEverywhere(page, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

/**
 * Records, from the first byte of the page, whether the document ever held the prerendered
 * page and the app's root together (two live copies: two forms, ids twice).
 */
const recordTwoCopies = (page: Page) =>
  page.addInitScript(() => {
    const seen = { together: false };
    (window as unknown as { twoCopies: typeof seen }).twoCopies = seen;
    new MutationObserver(() => {
      if (document.getElementById('prerender') && document.getElementById('root')) {
        seen.together = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
const everHeldTwoCopies = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { twoCopies: { together: boolean } }).twoCopies.together,
  );

test('what a visitor types before the app is ready is kept, and signing in works', async ({
  page,
}) => {
  const user = newUser();
  await recordTwoCopies(page);
  expect((await page.request.post('/api/test-setup/users', { data: user })).status()).toBe(201);

  // The account remote's scripts wait until the visitor has typed.
  let releaseScripts = () => {};
  const typed = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(`http://localhost:${E2E_PORTS.account}/**/*.js`, async (route) => {
    await typed;
    await route.continue();
  });

  await page.goto('/signin', { waitUntil: 'commit' });
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially('typed-early');
  await expect(page.getByTestId('signin-submit')).toBeDisabled();
  releaseScripts();

  // The app's own form now, with what was typed in it.
  await expect(page.getByTestId('signin-submit')).toBeEnabled();
  await expect(page.getByLabel('Email Address')).toHaveValue(user.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-early');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.locator('#prerender')).toHaveCount(0);
  // The app drew its page out of the document, then took the prerendered page's place.
  expect(await everHeldTwoCopies(page)).toBe(false);

  // The carried value reached the form's state: the right password signs in.
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByTestId('signin-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** The signed-in pages drawn by their remote's server, and their headings. */
const SIGNED_IN_FRAMES = [
  ['/dashboard', 'Welcome'],
  ['/daily-tasks', 'Daily Manifestation Tasks'],
  ['/track-record', 'Your Track Record'],
  ['/goal-setting', 'Your Manifestation Goal'],
  ['/affirmations', 'Daily Affirmations'],
  ['/meditations', 'Guided Meditations'],
  ['/challenges', 'Transformation Challenges'],
  ['/vision-board', 'Vision Board'],
] as const;

/** A new account's session in the browser, and the hint cookie the app sets at its start. */
const signInWithHint = async (page: Page) => {
  const session = await signUpThroughApi(page);
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: SHELL_URL }]);
  return session;
};

test('a browser holding a session gets the page drawn in the signed-in chrome before any script has run', async ({
  page,
}) => {
  await signInWithHint(page);
  await withoutScripts(page);
  for (const [path, heading] of SIGNED_IN_FRAMES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('top-bar')).toBeVisible();
  }
  // The server never sees the session: what is the user's waits for the app.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await expect(page.getByTestId('points-total')).toHaveText('…');
  await expect(page.getByTestId('points-button')).toBeDisabled();
});

test("the app takes over a signed-in page's frame with the user's own data", async ({ page }) => {
  const { user } = await signInWithHint(page);
  await recordTwoCopies(page);
  // The frame is in the page the server sends for this browser.
  expect(await (await page.request.get('/daily-tasks')).text()).toContain('id="prerender"');

  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}` }),
    // The app's whole start, on a busy 2-core runner.
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('points-total')).toHaveText('0');
  await expect(page.locator('#prerender')).toHaveCount(0);
  expect(await everHeldTwoCopies(page)).toBe(false);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Daily Tasks' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Daily Manifestation Tasks' }),
  ).toBeVisible();
});

test('the signed-in frames pass axe at both widths, light and dark', async ({ page }) => {
  await signInWithHint(page);
  await withoutScripts(page);
  // One frame: four loads and axe runs each; the chrome and the page parts are the others'.
  for (const [path, heading] of SIGNED_IN_FRAMES.slice(0, 1)) {
    await expectAccessibleEverywhere(page, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test('a browser holding a session gets no visitor page, and a frame only where the page has one', async ({
  request,
}) => {
  const visitor = await (await request.get(`${SHELL_URL}/signin`)).text();
  expect(visitor).toContain('id="prerender"');
  expect(visitor).toContain('Welcome Back');

  const asSignedIn = async (path: string) =>
    (
      await request.get(`${SHELL_URL}${path}`, { headers: { Cookie: 'manifest_signed_in=1' } })
    ).text();
  // `/` signed in is the dashboard, not the landing page.
  const home = await asSignedIn('/');
  expect(home).toContain('id="prerender"');
  expect(home).toContain('data-testid="top-bar"');
  expect(home).not.toContain('Turn what you picture into');
  // The blog is drawn by the browser for a signed-in reader (its chrome differs).
  expect(await asSignedIn('/blog')).not.toContain('id="prerender"');
});

test("a page that reads no data is built as HTML beside its remote's manifest, a frame too", async ({
  request,
}) => {
  const built = (remote: 'account' | 'practice', file: string) =>
    request.get(`http://localhost:${E2E_PORTS[remote]}/prerendered/${file}`);
  const signIn = await built('account', 'signin.html');
  expect(signIn.status()).toBe(200);
  expect(await signIn.text()).toContain('Welcome Back');
  const frame = await (await built('practice', 'daily-tasks.html')).text();
  expect(frame).toContain('Daily Manifestation Tasks');
  // A frame holds nothing of anyone: no data was read to build it.
  expect(frame).not.toContain('prerender-state');
  // A page whose text the CMS holds is drawn per request, never built.
  expect((await built('account', 'terms.html')).status()).toBe(404);
});
