import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/api-session';
import { firstBlogSlug } from './support/route-visits';

// Issue 36: a visitor's pricing, blog and Page Not Found had no header and no way back.

/** The visitors' header: home by the product's name, and Sign In. */
async function expectPublicHeader(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Manifest' })).toHaveAttribute('href', '/');
  await expect(
    header.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
}

test("a visitor's pricing, blog, post and Page Not Found have the public header and a way home", async ({
  page,
}) => {
  const slug = await firstBlogSlug(page);
  for (const [path, heading] of [
    ['/pricing', 'Simple, honest pricing'],
    ['/blog', /Blog/],
    [`/blog/${slug}`, /./],
    ['/no-such-page', 'Page Not Found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectPublicHeader(page);
  }
  // The way home works: the landing page.
  await page.getByRole('banner').getByRole('link', { name: 'Manifest' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start 7-Day Free Trial' }).first()).toBeVisible();

  await page.goto('/pricing');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('signed in, those pages keep the app’s header and show no second one', async ({ page }) => {
  await signUpThroughApi(page);
  for (const path of ['/pricing', '/blog', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  }
});
