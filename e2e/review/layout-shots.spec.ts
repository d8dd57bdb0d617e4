import { test } from '@playwright/test';
import { storeSessionInBrowser } from '../support/api-session';
import { BUSY_TIME_ZONE, seedBusyPerson } from '../support/busy-person';

// Screenshots of the pages a busy person uses most, for a person to look at (issue 36):
// the whole page, and the screen scrolled to the end (where the guides' buttons sit).
// `E2E_REVIEW=1 SCREENSHOTS_DIR=… npx playwright test -c e2e/playwright.config.ts review/layout-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-layout';
const PAGES = [
  '/dashboard',
  '/vision-board',
  '/track-record',
  '/ai-assistant',
  '/daily-tasks',
  '/goal-setting',
];
const SIZES = {
  '390': {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  '1280': { viewport: { width: 1280, height: 800 } },
};

test.describe.configure({ mode: 'parallel' });

for (const [size, options] of Object.entries(SIZES)) {
  test(`busy person's pages at ${size}`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const person = await seedBusyPerson(request);
    const context = await browser.newContext({
      ...options,
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: 'block',
      timezoneId: BUSY_TIME_ZONE,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await storeSessionInBrowser(page, person.token, person.user);
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const name = path.slice(1);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `${OUT}/${name}-${colorScheme}-${size}.png`,
          fullPage: true,
        });
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        );
        await page.waitForTimeout(200);
        await page.screenshot({ path: `${OUT}/${name}-${colorScheme}-${size}-end.png` });
      }
    }
    await context.close();
  });
}
