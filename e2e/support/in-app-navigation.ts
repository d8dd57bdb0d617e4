import { expect, type Page } from '@playwright/test';

/**
 * Moves the app to `path` as its own links do (history.pushState and a popstate the
 * router hears), without reloading the shell: a sweep of many pages then pays for one
 * load of each remote, not one per page. Resolves once the page has drawn and nothing
 * has been fetched for `quietMs` (the data of the page has come and been drawn).
 */
export function inAppNavigation(page: Page, { quietMs = 300 } = {}) {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  const quiet = () =>
    expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, {
        message: `the network of ${page.url()} never went quiet`,
        intervals: [50],
        timeout: 20_000,
      })
      .toBe(true);

  return async (path: string) => {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      window.scrollTo(0, 0);
    }, path);
    await quiet();
    await expect(page.getByTestId('loading-overlay'), `${path} still loading`).toHaveCount(0);
    await quiet();
    await expect(
      page.locator('[data-testid^="remote-fallback-"]'),
      `${path} fell back`,
    ).toHaveCount(0);
    await expect(page.getByTestId('page-not-found'), `${path} not found`).toHaveCount(0);
  };
}
