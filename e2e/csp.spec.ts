import { expect, test, type Page } from '@playwright/test';
import {
  SIGNED_IN_REDIRECTS,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type TRemoteRoute,
} from '../shell/src/app/route-table';
import { signUpThroughApi } from './support/api-session';
import { collectCspViolations, type TCspViolation } from './support/csp-violations';
import { expectRouteRendered, firstBlogSlug, openRoute } from './support/route-visits';

// Every route of both route sets is opened under the Content-Security-Policy the shell
// sends; one refused script, style, image, frame, fetch or eval fails the test.

async function visitEveryRoute(
  page: Page,
  routes: TRemoteRoute[],
  violations: TCspViolation[],
  blogSlug: string,
) {
  for (const route of routes) {
    const path = await openRoute(page, route, blogSlug);
    // Checked before the rendering, so a blocked remote fails with the violation itself.
    expect(violations, `CSP violations by ${path}`).toEqual([]);
    await expectRouteRendered(page, route, path);
  }
}

test('signed out, every route renders without a CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await collectCspViolations(page);
  const blogSlug = await firstBlogSlug(page);

  await visitEveryRoute(page, SIGNED_OUT_ROUTES, violations, blogSlug);
});

test('signed in, every route renders without a CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await collectCspViolations(page);
  const blogSlug = await firstBlogSlug(page);
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('top-bar'), 'the stored session signs the app in').toBeVisible();

  await visitEveryRoute(page, SIGNED_IN_ROUTES, violations, blogSlug);
  for (const { path, redirectTo } of SIGNED_IN_REDIRECTS) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${redirectTo}$`));
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
