import { expect, test, type Page } from '@playwright/test';
import { storeSessionInBrowser } from '../support/api-session';
import { BUSY_TIME_ZONE, seedBusyPerson } from '../support/busy-person';

// Screenshots of "Your week" for a person to look at, not a test: a busy person whose
// review went out, at 390 and 1280 px, light and dark, and the card's loading shape.
// `E2E_REVIEW=1 SCREENSHOTS_DIR=… npx playwright test -c e2e/playwright.config.ts review/weekly-review-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-weekly';
const SIZES = {
  '390': { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  '1280': { viewport: { width: 1280, height: 900 } },
};

const yourWeek = (page: Page) => page.getByRole('region', { name: 'Your week' });
const progress = (page: Page) => page.getByRole('region', { name: 'Your progress' });

test('"Your week" for a busy person', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const person = await seedBusyPerson(request);
  const run = await request.post('/api/test-setup/weekly-review', {
    data: { email: person.user.email },
  });
  expect(run.ok(), await run.text()).toBe(true);

  for (const [size, options] of Object.entries(SIZES)) {
    const context = await browser.newContext({
      ...options,
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: 'block',
      timezoneId: BUSY_TIME_ZONE,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await storeSessionInBrowser(page, person.token, person.user);
    await page.goto('/dashboard');
    await expect(yourWeek(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await yourWeek(page).scrollIntoViewIfNeeded();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUT}/page-${colorScheme}-${size}.png` });
      await yourWeek(page).screenshot({ path: `${OUT}/card-${colorScheme}-${size}.png` });
    }

    // The next visit while the review loads: its place is kept, so the cards below stay put.
    const settledY = (await progress(page).boundingBox())?.y;
    await page.emulateMedia({ colorScheme: 'light' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/weekly-review', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByLabel('Loading your week')).toBeVisible();
    await expect(progress(page).getByText('Meditation')).toBeVisible();
    await page.waitForTimeout(300);
    await page.getByLabel('Loading your week').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/loading-light-${size}.png` });
    const loadingY = (await progress(page).boundingBox())?.y;
    release();
    await expect(yourWeek(page)).toBeVisible();
    const loadedY = (await progress(page).boundingBox())?.y;
    console.log(`${size}: stat cards at ${settledY} (settled), ${loadingY} -> ${loadedY}`);
    await context.close();
  }
});
