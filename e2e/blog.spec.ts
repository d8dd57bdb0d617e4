import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { signInAsEditor } from './support/cms-editor';
import { expectToast } from './support/pages';
import { firstBlogSlug } from './support/route-visits';

// The blog remote against the real CMS content (the seed), read through the API.

const latest = (page: Page) => page.getByRole('region', { name: /Latest Articles|Results for/ });

test('the listing: featured, paging, a category, a search, and Back and reload keep the list', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
  await expect(latest(page).getByRole('link', { name: /^Read More/ })).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: 'Mindset' })
    .click();
  await expect(page).toHaveURL(/\/blog\?category=mindset$/);
  await expect(page.getByRole('button', { name: 'Mindset' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  // Every card of the category carries its badge.
  const readMore = latest(page).getByRole('link', { name: /^Read More/ });
  await expect(readMore.first()).toBeVisible();
  await expect(latest(page).getByText('Mindset', { exact: true })).toHaveCount(
    await readMore.count(),
  );

  // A search clears the category and survives a reload.
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('vision');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\?q=vision$/);
  await expect(page.getByRole('heading', { name: 'Results for “vision”' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Posts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Results for “vision”' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('vision');
  await expect(
    latest(page)
      .getByRole('link', { name: /Vision Board/ })
      .first(),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\?category=mindset$/);

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('qqqq-nothing-matches');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No posts found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or browse all posts')).toBeVisible();

  // Signed out: the way to the offer.
  const cta = page.getByRole('link', { name: 'Start Your Journey Today' });
  await expect(cta).toHaveAttribute('href', '/pricing');
  await cta.click();
  await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeVisible();
  await expect(page.getByText('7-Day Free Trial • $9.99/month after')).toBeVisible();
});

test('a signed-in reader sees no pricing call to action', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/blog');
  await expect(
    latest(page)
      .getByRole('link', { name: /^Read More/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Journey Today' })).toHaveCount(0);
});

test('a failed list says so with the spec toast and Retry', async ({ page }) => {
  let failing = true;
  await page.route('**/api/blog/posts/category/**', (route) =>
    failing ? route.fulfill({ status: 503, body: '{"message":"down"}' }) : route.fallback(),
  );
  await page.goto('/blog?category=habits');
  await expectToast(page, 'Failed to fetch category posts', 'Please try again.');
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    latest(page)
      .getByRole('link', { name: /^Read More/ })
      .first(),
  ).toBeVisible();
});

test('a post: its article, like and bookmark kept in this browser, Share copies the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // No share sheet on this desktop: Share copies the link.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const slug = await firstBlogSlug(page);
  await page.goto(`/blog/${slug}`);
  const article = page.getByRole('article');
  const title = await article.getByRole('heading', { level: 1 }).textContent();
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Manifest`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title ?? '');

  const like = article.getByRole('button', { name: 'Like' });
  await expect(article.getByText(/^0 likes$/)).toBeVisible();
  await like.click();
  await expect(article.getByRole('button', { name: 'Liked' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(article.getByText(/^1 like$/)).toBeVisible();
  await article.getByRole('button', { name: 'Save' }).click();
  await expect(article.getByRole('button', { name: 'Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(article.getByRole('button', { name: 'Liked' })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Saved' })).toBeVisible();

  await article.getByRole('button', { name: 'Share' }).click();
  await expectToast(page, 'Link copied!', 'The link to this article is on your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // Crawlers run no script: the HTML the shell serves already carries the preview.
  const html = await (await page.request.get(`/blog/${slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toMatch(new RegExp(`<title>[^<]+ \\| Manifest</title>`));

  await page.getByRole('link', { name: 'Explore More Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a comment waits for approval, then shows as text after an editor approves it', async ({
  page,
}) => {
  const slug = await firstBlogSlug(page);
  await page.goto(`/blog/${slug}`);
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await form.getByRole('button', { name: 'Submit Comment' }).click();
  await expectToast(page, 'Missing information', 'Please provide your name and comment');

  const marker = randomUUID().slice(0, 8);
  const content = `Lovely ${marker} <script>window.__pwned = true</script>`;
  await form.getByLabel('Name').fill('Ada <b>Bold</b>');
  await form.getByLabel('Comment').fill(content);
  await expect(form.getByLabel('Comment')).toHaveAttribute('rows', '4');
  await form.getByRole('button', { name: 'Submit Comment' }).click();
  await expectToast(
    page,
    'Comment submitted!',
    'Thank you! Your comment will appear once it has been approved.',
  );
  await expect(form.getByLabel('Comment')).toHaveValue('');
  await expect(page.getByText(marker)).toHaveCount(0);

  const editor = await signInAsEditor();
  const pending = (await editor.comments()).find((comment) => comment.content === content);
  expect(pending?.moderationState).toBe('pending');
  await editor.setCommentState(pending?.documentId ?? '', 'approved');

  // The CMS's webhook clears the API's cache: the approved comment is listed.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(content, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Ada <b>Bold</b>')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

test('a post an editor publishes: raw HTML shows as text, and the sitemap and feed list it', async ({
  page,
}) => {
  const editor = await signInAsEditor();
  const slug = `e2e-script-${randomUUID().slice(0, 8)}`;
  const today = new Date().toISOString().slice(0, 10);
  const draft = await editor.createDraftPost({
    title: `Scripts are text ${slug}`,
    slug,
    excerpt: 'Raw HTML in an article is shown, never run.',
    content: '## What we saw\n\nHello <script>window.__pwnedPost = true</script> reader.',
    author: 'E2E Editor',
    publishDate: today,
    readTime: 1,
  });
  await editor.publishPost(draft.documentId);

  await expect
    .poll(async () => (await (await page.request.get('/sitemap.xml')).text()).includes(slug), {
      timeout: 20_000,
    })
    .toBe(true);
  const feed = await page.request.get('/rss.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`<title>Scripts are text ${slug}</title>`);

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: 'What we saw' })).toBeVisible();
  await expect(
    page.getByText('Hello <script>window.__pwnedPost = true</script> reader.'),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __pwnedPost?: boolean }).__pwnedPost),
  ).toBeUndefined();
});

test('a post that does not exist says so, with the way back', async ({ page }) => {
  await page.goto('/blog/no-such-post-anywhere');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the blog, a post and pricing have no serious accessibility violation', async ({ page }) => {
  const slug = await firstBlogSlug(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/blog');
    await expect(
      latest(page)
        .getByRole('link', { name: /^Read More/ })
        .first(),
    ).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto(`/blog/${slug}`);
    await expect(
      page.getByRole('article').getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/pricing');
    await expect(page.getByRole('link', { name: 'Start 7-Day Free Trial' })).toBeVisible();
  });
});
