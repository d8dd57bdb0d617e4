import { IDEMPOTENCY_KEY_HEADER } from '@manifest/contracts/offline-actions';
import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessibleEverywhere } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

// Issue 13: after one visit the practice pages and the dashboard work without a
// network; what is done offline waits on the device and is sent once, paid once.
test.use({ serviceWorkers: 'allow', timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const offlineStatus = (page: Page) => page.getByTestId('offline-status');

/** The service worker's answer to the app's request to keep the offline remotes (see below). */
type TRemotesWarmed = { type: 'remotes-warmed'; fetched: number; failed: number };
type TWithRemotesWarmed = { remotesWarmed?: TRemotesWarmed };

test.beforeEach(async ({ page }) => {
  // Kept from the start of each page, before the app asks the worker for anything.
  await page.addInitScript(() => {
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as TRemotesWarmed | undefined;
      if (data?.type === 'remotes-warmed') (window as TWithRemotesWarmed).remotesWarmed = data;
    });
    navigator.serviceWorker?.startMessages();
  });
});

/**
 * The service worker controls the page and holds every file of the offline remotes: it
 * has answered the app's own request (sent once the page has settled) with no failure.
 */
async function waitUntilAvailableOffline(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      // The worker is registered once the page has settled (5 s after load).
      timeout: 30_000,
    })
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as TWithRemotesWarmed).remotesWarmed ?? null), {
      timeout: 45_000,
    })
    .toMatchObject({ failed: 0 });
}

const visit = async (page: Page, path: string, heading: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
};

test('offline: the practice pages open, a task and an affirmation wait, and are paid once when back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const api = await signUpWithProgressApi(page);

  // One visit online: the pages' data are read once.
  const welcome = `Welcome, ${api.user.firstName}`;
  await visit(page, '/dashboard', welcome);
  await waitUntilAvailableOffline(page);
  await visit(page, '/affirmations', 'Daily Affirmations');
  await expect(page.getByText('Loading your affirmations...')).toBeHidden();
  await visit(page, '/meditations', 'Guided Meditations');
  await expect(page.getByText('Loading meditations...')).toBeHidden();
  await visit(page, '/daily-tasks', 'Daily Manifestation Tasks');
  await expect(page.getByText('Loading your daily tasks...')).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Manifestation Tasks');
  await expect(offlineStatus(page)).toHaveText("You're offline. Your practice pages still work.");

  const complete = page.getByRole('button', { name: /^Complete / }).first();
  const taskTitle = ((await complete.getAttribute('aria-label')) ?? '').replace(/^Complete /, '');
  const card = page.getByRole('article', { name: taskTitle, exact: true });
  await complete.click();
  await expectToast(
    page,
    'Saved offline',
    "You're offline. It will be sent, and counted for today, when you're back online.",
  );
  await expect(card).toContainText('Waiting to be sent');
  await expect(offlineStatus(page)).toHaveText("You're offline. 1 action waiting to be sent.");
  // A second click sends nothing more.
  await card.click();
  await expect(offlineStatus(page)).toHaveText("You're offline. 1 action waiting to be sent.");

  // The other pages open offline too, from the tabs.
  await page.getByRole('link', { name: 'Affirmations' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Affirmations');
  await page.getByRole('button', { name: 'I said it' }).first().click();
  await expect(offlineStatus(page)).toHaveText("You're offline. 2 actions waiting to be sent.");
  // The offline strip and a waiting task, checked at both widths, light and dark.
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/daily-tasks');
    await expect(card).toContainText('Waiting to be sent');
    await expect(offlineStatus(page)).toHaveText("You're offline. 2 actions waiting to be sent.");
  });
  await page.getByRole('link', { name: 'Meditations' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guided Meditations');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);

  // Back online: both are sent once, with their keys, and the figures are the server's.
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]) {
      sent.push(request);
    }
  });
  await context.setOffline(false);
  await expectToast(page, 'Back online', '2 actions you did offline were saved.');
  await expect(offlineStatus(page)).toHaveText('');
  expect(sent.map((request) => new URL(request.url()).pathname)).toEqual([
    expect.stringMatching(/^\/api\/daily-tasks\/.+\/complete$/),
    expect.stringMatching(/^\/api\/affirmations\/\d+\/complete$/),
  ]);
  const tasks = await api.activities('task');
  expect(tasks).toHaveLength(1);
  const { totalPoints } = await api.points();

  // A second replay of the same requests pays nothing more.
  for (const request of sent) {
    const replay = await page.request.post(request.url(), {
      headers: request.headers(),
      data: request.postData() ?? '',
    });
    expect(replay.status()).toBe(200);
    expect(replay.headers()['idempotent-replayed']).toBe('true');
  }
  expect((await api.points()).totalPoints).toBe(totalPoints);
  expect(await api.activities('task')).toHaveLength(1);

  await visit(page, '/daily-tasks', 'Daily Manifestation Tasks');
  await expect(page.getByRole('article', { name: taskTitle, exact: true })).toContainText(
    'Completed today',
  );
});

test('offline: the vision board shows the person’s own picture from their last visit', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const api = await signUpWithProgressApi(page);
  const picture = await sharp({
    create: { width: 30, height: 20, channels: 3, background: '#7c3aed' },
  })
    .png()
    .toBuffer();
  const image = await api.uploadImage(picture);
  await api.createGoal('Buy our first home', image.url);
  await api.awardBadges();

  await visit(page, '/dashboard', `Welcome back, ${api.user.firstName}`);
  await waitUntilAvailableOffline(page);
  await visit(page, '/vision-board', 'Vision Board');
  const shown = page
    .getByRole('article', { name: 'Buy our first home' })
    .getByRole('img', { name: 'Picture for Buy our first home' });
  const width = () =>
    shown.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth);
  await expect.poll(width).toBe(30);

  // Its signed URL (in the goals the worker kept) is answered from the worker's cache.
  await context.setOffline(true);
  await page.reload();
  await expect(offlineStatus(page)).toHaveText("You're offline. Your practice pages still work.");
  await expect(shown).toBeVisible();
  await expect.poll(width).toBe(30);
});
