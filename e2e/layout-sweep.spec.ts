import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import {
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type TRemoteRoute,
} from '../shell/src/app/route-table';
import { storeSessionInBrowser } from './support/api-session';
import { BUSY_TIME_ZONE, seedBusyPerson, type TBusyPerson } from './support/busy-person';
import { layoutProblems } from './support/layout-problems';
import { inAppNavigation } from './support/in-app-navigation';
import { firstBlogSlug } from './support/route-visits';
import { animationsSettled } from './support/accessibility';

// Issue 36: once a person has data, no page may be wider than the screen, and nothing a
// person taps may sit under something else. A busy person (long titles everywhere, weeks
// of history) opens every route of the shell's route table, so a new route is swept
// without editing this file, at a phone, a tablet and a desktop width, light and dark.

/**
 * Routes left out: they act on a token a mail carried (without one they show only
 * "this link is not valid"), and opening them with a made-up token would fail nothing
 * but the sweep.
 */
const NEEDS_A_MAILED_TOKEN = new Set(['/reset-password', '/verify-email', '/cancel-trial']);

/**
 * The routes of a set to open: each page once (a second path to the same page, such as
 * /login beside /signin, draws the same page), without those NEEDS_A_MAILED_TOKEN.
 */
const pagesOf = (routes: TRemoteRoute[]) =>
  routes.filter(
    (route, index) =>
      !NEEDS_A_MAILED_TOKEN.has(route.path) &&
      routes.findIndex(
        ({ remote, module }) => remote === route.remote && module === route.module,
      ) === index,
  );

const WIDTHS: Record<string, BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
  tablet: { viewport: { width: 768, height: 1024 }, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

// Seeded once per worker and reused by every width of that worker.
let busyPerson: Promise<TBusyPerson> | undefined;

async function sweep(
  browser: Browser,
  width: string,
  routes: TRemoteRoute[],
  signedIn: TBusyPerson | null,
) {
  const options = WIDTHS[width] ?? {};
  const screenWidth = options.viewport?.width ?? 0;
  const context = await browser.newContext({
    ...options,
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    timezoneId: BUSY_TIME_ZONE,
  });
  const page = await context.newPage();
  const goTo = inAppNavigation(page);
  const failures: string[] = [];
  try {
    const blogSlug = await firstBlogSlug(page);
    if (signedIn) await storeSessionInBrowser(page, signedIn.token, signedIn.user);
    // One load of the shell; every route after it is reached as the app's links reach it.
    await page.goto(routes[0]?.path ?? '/');
    for (const route of routes) {
      const path = route.path.replace(':slug', blogSlug);
      await test.step(path, async () => {
        await goTo(path);
        await animationsSettled(page);
        for (const colorScheme of ['light', 'dark'] as const) {
          // The theme is CSS only: switched in place, as the system setting switches it.
          await page.emulateMedia({ colorScheme });
          for (const problem of await layoutProblems(page, screenWidth)) {
            failures.push(`${path} at ${screenWidth} px, ${colorScheme}: ${problem}`);
          }
        }
      });
    }
  } finally {
    await context.close();
  }
  expect(failures, `layout problems at ${screenWidth} px:\n${failures.join('\n')}`).toEqual([]);
}

test.describe.configure({ mode: 'parallel' });

for (const width of Object.keys(WIDTHS)) {
  test(`signed in with lots of data, every route fits the ${width} and nothing is covered`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    busyPerson ??= seedBusyPerson(request);
    const person = await busyPerson;
    await sweep(browser, width, pagesOf(SIGNED_IN_ROUTES), person);
  });

  test(`signed out, every route fits the ${width} and nothing is covered`, async ({ browser }) => {
    test.setTimeout(180_000);
    await sweep(browser, width, pagesOf(SIGNED_OUT_ROUTES), null);
  });
}

test('the sweep sees a page wider than the screen and a covered button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`
    <main style="margin:0">
      <p style="width:600px">A row that does not fit</p>
      <button type="button">Delete</button>
      <div style="position:fixed;left:0;right:0;top:0;bottom:0;background:white">Over it all</div>
      <a href="#skip" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">Skip</a>
      <button type="button" disabled>Disabled</button>
    </main>`);
  const problems = await layoutProblems(page, 390);
  // The visually hidden link and the disabled button are nothing to tap.
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/^page is \d+ px wide \(screen 390 px\); sticking out: <p /);
  expect(problems[1]).toBe('button "Delete" is covered by div "Over it all"');
});
