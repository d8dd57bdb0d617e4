import { expect, test, type Page } from '@playwright/test';
import {
  ZRevenueResponse,
  ZUsersResponse,
  ZAnalyticsResponse,
} from '@manifest/contracts/admin-analytics';
import { expectAccessibleEverywhere } from './support/accessibility';
import { adminSession } from './support/admin-session';
import { signUpThroughApi, storeSessionInBrowser } from './support/api-session';
import { signUpWithCardThroughApi } from './support/card-field';
import { payForLifetime } from './support/payment-steps';
import { daysFromNow, setTrialThroughApi } from './support/trial-setup';

// The admin dashboard on real figures: the API checks the role on every call.

const CALLS = ['analytics', 'revenue', 'users', 'content'] as const;

/** Opens `path` and waits until the app has reported the page view. */
async function readPage(page: Page, path: string) {
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/analytics/page-view') &&
      response.request().postDataJSON()?.path === path,
  );
  await page.goto(path);
  await reported;
}

async function figures(page: Page, token: string, period: string) {
  const read = async (call: string) =>
    (
      await page.request.get(`/api/admin/${call}?period=${period}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
  return {
    revenue: ZRevenueResponse.parse(await read('revenue')),
    users: ZUsersResponse.parse(await read('users')),
    analytics: ZAnalyticsResponse.parse(await read('analytics')),
  };
}

test('a member is sent home and every admin call refuses them', async ({ page }) => {
  const { token } = await signUpThroughApi(page);
  await page.goto('/admin-analytics');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  for (const call of CALLS) {
    const answer = await page.request.get(`/api/admin/${call}?period=7d`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
  }
});

test('the admin sees figures that match what just happened, for each period', async ({
  page,
  browser,
}) => {
  const admin = await adminSession(page);
  const before = await figures(page, admin.token, '24h');

  // A visitor reads two pages; a person starts a trial with a card; another pays $9.99.
  // (A prerendered page is on screen before the app starts: the visitor stays until the
  // app has reported the view, as a reader would.)
  const visitor = await browser.newPage();
  await readPage(visitor, '/pricing');
  await expect(visitor.getByRole('heading', { name: 'Simple, honest pricing' })).toBeVisible();
  await readPage(visitor, '/contact');
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await visitor.close();
  await signUpWithCardThroughApi(page);
  const { user } = await signUpThroughApi(page);
  await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
  await page.goto('/payment-required');
  await payForLifetime(page);

  const after = await figures(page, admin.token, '24h');
  expect(after.users.newSignups - before.users.newSignups).toBe(2);
  expect(after.users.trialsStarted - before.users.trialsStarted).toBe(1);
  expect(after.revenue.total - before.revenue.total).toBe(999);
  expect(after.users.trialConversions - before.users.trialConversions).toBe(1);
  expect(after.analytics.pageViews - before.analytics.pageViews).toBeGreaterThanOrEqual(2);
  for (const period of ['7d', '30d', '90d', '1y']) {
    const wider = await figures(page, admin.token, period);
    expect(wider.revenue.total).toBeGreaterThanOrEqual(after.revenue.total);
    expect(wider.users.newSignups).toBeGreaterThanOrEqual(after.users.newSignups);
  }

  await storeSessionInBrowser(page, admin.token, admin.user);
  await page.goto('/admin-analytics');
  await expect(page.getByRole('heading', { level: 1, name: /Analytics Dashboard/ })).toBeVisible();
  await expect(page.getByText('Admin Only')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 days');
  await expect(page.getByRole('heading', { name: 'Revenue Breakdown' })).toBeVisible();
  const week = await figures(page, admin.token, '7d');
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  await expect(page.getByText(usd.format(week.revenue.total / 100)).first()).toBeVisible();
  const visitors = week.analytics.uniqueVisitors;
  await expect(
    page.getByText(`${visitors} unique ${visitors === 1 ? 'visitor' : 'visitors'}`),
  ).toBeVisible();
  // Top Pages heads with the week's most viewed page, as the API counts it (it runs after
  // the rest of the suite, so the visitor's /pricing may be further down).
  const [topPage] = week.analytics.topPages;
  if (!topPage) throw new Error('the week has page views, so it has a top page');
  const exactly = new RegExp(`^${topPage.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(page.getByRole('term').filter({ hasText: exactly })).toBeVisible();
  await expect(
    page.getByText(`${new Intl.NumberFormat('en-US').format(topPage.views)} views`).first(),
  ).toBeVisible();
  await expect(page.getByText('Payment', { exact: true }).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 24 hours' }).click();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 24 hours');
  const day = await figures(page, admin.token, '24h');
  await expect(page.getByText(`${day.users.trialUsers} on trial`)).toBeVisible();
});

test('the admin dashboard has no serious accessibility violation', async ({ page }) => {
  const admin = await adminSession(page);
  await storeSessionInBrowser(page, admin.token, admin.user);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/admin-analytics');
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Revenue per day/ })).toBeVisible();
  });
});

test('the Performance tab shows the vitals real visits reported', async ({ page, browser }) => {
  // A visitor reads the pricing page, then switches to another tab: the page is
  // hidden, so web-vitals reports its figures and the shell sends them by beacon.
  const visitor = await browser.newPage();
  const settingsAsked = visitor.waitForResponse('**/api/analytics/client-reports/settings');
  await visitor.goto('/pricing');
  await expect(visitor.getByRole('heading', { name: 'Simple, honest pricing' })).toBeVisible();
  await settingsAsked;
  await visitor.waitForLoadState('networkidle');
  const beacon = visitor.waitForRequest('**/api/analytics/client-reports');
  await visitor.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await beacon;
  await visitor.close();

  const admin = await adminSession(page);
  await storeSessionInBrowser(page, admin.token, admin.user);
  await page.goto('/admin-analytics');
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByRole('heading', { name: 'Web Vitals (p75)' })).toBeVisible();
  const ttfb = page.getByRole('list', { name: 'TTFB p75 by route' });
  await expect(ttfb.getByText('/pricing', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Errors' })).toBeVisible();
  await expectAccessibleEverywhere(page, async () => {
    await expect(page.getByRole('tab', { name: 'Performance', selected: true })).toBeVisible();
  });
});
