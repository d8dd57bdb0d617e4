import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ZAuthResponse } from '@manifest/contracts/auth';
import { ZToday } from '@manifest/contracts/today';
import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import { storeSessionInBrowser } from '../support/api-session';
import { BUSY_TIME_ZONE, LONG_TITLES, seedBusyPerson } from '../support/busy-person';
import { newUser } from '../support/users';

// Screenshots of Today for a person to look at, not a test: a busy person (long titles,
// many custom tasks, some done) at 390 and 1280 px, light and dark, and Today's states.
// `E2E_REVIEW=1 SCREENSHOTS_DIR=… npx playwright test -c e2e/playwright.config.ts review/today-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-today';
const SIZES = {
  '390': { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  '1280': { viewport: { width: 1280, height: 900 } },
};

const todayRegion = (page: Page) => page.getByRole('region', { name: 'Today', exact: true });

const settle = async (page: Page) => {
  await expect(todayRegion(page).getByRole('progressbar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
};

test('Today for a busy person', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const person = await seedBusyPerson(request);
  const headers = { Authorization: `Bearer ${person.token}`, [TIME_ZONE_HEADER]: BUSY_TIME_ZONE };
  // More of their own tasks, long titles among them; one more done.
  for (const title of [...LONG_TITLES.slice(3), 'Stretch', 'Drink a glass of water']) {
    const answer = await request.post('/api/daily-tasks', {
      headers,
      data: { title, category: 'anytime', duration: 10, points: 10 },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const day = ZToday.parse(await (await request.get('/api/today', { headers })).json());
  const open = day.items.find((each) => !each.completed && each.action.type === 'complete-task');
  if (open?.action.type === 'complete-task') {
    await request.post(`/api/daily-tasks/${open.action.taskId}/complete`, { headers, data: {} });
  }

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
    await settle(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUT}/busy-${colorScheme}-${size}.png` });
      await todayRegion(page).screenshot({ path: `${OUT}/busy-today-${colorScheme}-${size}.png` });
    }
    await context.close();
  }
});

test('Today for a new person: empty, part done, all done, loading and failed', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const person = await seedFreshPerson(request);
  const headers = { Authorization: `Bearer ${person.token}`, [TIME_ZONE_HEADER]: BUSY_TIME_ZONE };
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
    await settle(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(200);
      await todayRegion(page).screenshot({ path: `${OUT}/new-${colorScheme}-${size}.png` });
    }
    await context.close();
  }

  // Loading and failed, at phone width.
  const context = await browser.newContext({
    ...SIZES['390'],
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    timezoneId: BUSY_TIME_ZONE,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await storeSessionInBrowser(page, person.token, person.user);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/today', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await page.goto('/dashboard');
  await expect(todayRegion(page).getByRole('list', { name: "Today's plan" })).toHaveCount(0);
  await page.waitForTimeout(500);
  await todayRegion(page).screenshot({ path: `${OUT}/loading-light-390.png` });
  release();
  await expect(todayRegion(page).getByRole('alert')).toBeVisible({ timeout: 15_000 });
  await todayRegion(page).screenshot({ path: `${OUT}/failed-light-390.png` });
  await page.unroute('**/api/today');

  // All done: every item through its call.
  const day = ZToday.parse(await (await request.get('/api/today', { headers })).json());
  for (const each of day.items) {
    if (each.action.type === 'complete-task') {
      await request.post(`/api/daily-tasks/${each.action.taskId}/complete`, { headers, data: {} });
    } else if (each.action.type === 'complete-affirmation') {
      await request.post(`/api/affirmations/${each.action.affirmationId}/complete`, { headers });
    }
  }
  const meditations = (await (await request.get('/api/meditations/list')).json()) as {
    id: string;
  }[];
  await request.post('/api/meditations/start', {
    headers,
    data: { meditationId: meditations[0]?.id, startedAt: new Date().toISOString() },
  });
  await request.post('/api/goals', { headers, data: { title: 'Open a small bakery' } });
  await request.post('/api/check-badges', { headers });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/dashboard');
    await settle(page);
    await expect(todayRegion(page).getByText('All done for today')).toBeVisible();
    await todayRegion(page).screenshot({ path: `${OUT}/all-done-${colorScheme}-390.png` });
  }
  await context.close();
});

async function seedFreshPerson(request: APIRequestContext) {
  const signedUp = await request.post('/api/test-setup/users', { data: newUser() });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  return ZAuthResponse.parse(await signedUp.json());
}
