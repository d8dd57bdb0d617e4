import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

// Issue 38, "Today": the dashboard opens with the day's plan, each item done with one tap
// where it is, a ring that fills, and the streak with its freezes.
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const today = (page: Page) => page.getByRole('region', { name: 'Today', exact: true });
const ring = (page: Page) => today(page).getByRole('progressbar', { name: "Today's progress" });
const item = (page: Page, title: string) =>
  today(page).getByRole('checkbox', { name: `Mark done: ${title}` });

const DEFAULT_TASKS = ['Morning gratitude list', 'Midday breathing reset', 'Evening wins journal'];

const expectRing = async (page: Page, done: number, total: number) => {
  await expect(ring(page)).toHaveAttribute('aria-valuenow', String(done));
  await expect(ring(page)).toHaveAttribute('aria-valuemax', String(total));
  await expect(ring(page)).toHaveAttribute('aria-valuetext', `${done} of ${total} done`);
};

const openDashboard = async (page: Page) => {
  await page.goto('/dashboard');
  await expect(ring(page)).toBeVisible();
};

test('a new person does the day with one tap per item and sees the ring fill', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await openDashboard(page);

  // Above the spec's dashboard, which stays as it was.
  await expect(today(page).getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expectRing(page, 0, 6);
  await expect(today(page)).toContainText('No streak yet');
  await expect(today(page)).toContainText('No freezes saved yet');
  await expect(today(page).getByRole('checkbox')).toHaveCount(4);
  for (const title of DEFAULT_TASKS) {
    await expect(item(page, title)).not.toBeChecked();
  }
  await expect(item(page, "Say today's affirmation")).not.toBeChecked();
  await expect(today(page).getByRole('link', { name: /^Start: Meditate/ })).toHaveAttribute(
    'href',
    '/meditations',
  );
  await expect(today(page).getByRole('link', { name: 'Open: Set your main goal' })).toHaveAttribute(
    'href',
    '/goal-setting',
  );

  // One tap each: done at once, the points said, the ring a step further.
  await item(page, 'Morning gratitude list').click();
  await expect(item(page, 'Morning gratitude list')).toBeChecked();
  await expect(item(page, 'Morning gratitude list')).toHaveText('Done');
  await expectToast(page, 'Task Completed!', 'You earned 10 manifestation points.');
  await expectRing(page, 1, 6);

  // By keyboard too.
  await item(page, 'Midday breathing reset').focus();
  await page.keyboard.press('Space');
  await expect(item(page, 'Midday breathing reset')).toBeChecked();
  await expectRing(page, 2, 6);

  await item(page, 'Evening wins journal').click();
  await item(page, "Say today's affirmation").click();
  await expect(item(page, "Say today's affirmation")).toBeChecked();
  await expectRing(page, 4, 6);
  // A tap on a done item sends nothing more.
  await item(page, 'Evening wins journal').click();
  await expectRing(page, 4, 6);
  expect((await api.points()).totalPoints).toBe(40);
  await expect(today(page)).toContainText('1-day streak');

  // What the server has: the same after a reload.
  await page.reload();
  await expectRing(page, 4, 6);
  for (const title of [...DEFAULT_TASKS, "Say today's affirmation"]) {
    await expect(item(page, title)).toBeChecked();
  }

  // The meditation and the goal are done on their pages; then the day is all done.
  await api.startFirstMeditation();
  await api.createGoal('Open a small bakery by the sea');
  await api.awardBadges();
  await page.reload();
  await expectRing(page, 6, 6);
  await expect(today(page).getByText('All done for today')).toBeVisible();
  for (const title of [...DEFAULT_TASKS, "Say today's affirmation"]) {
    await expect(item(page, title)).toHaveText('Done');
  }
  // The meditation and the goal say so too, in place of their links.
  await expect(today(page).getByRole('link')).toHaveCount(0);
  await expect(today(page).getByRole('listitem').last()).toContainText(
    'Open a small bakery by the sea',
  );
  await expect(today(page).getByRole('listitem').last()).toContainText('Done');
});

test('Today is accessible at both widths, light and dark, part done', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.completeFirstTask();
  await expectAccessibleEverywhere(page, async () => {
    await openDashboard(page);
    await expectRing(page, 1, 6);
  });
});

test('a plan that cannot be read says so and loads on Retry', async ({ page }) => {
  await signUpWithProgressApi(page);
  let isFailing = true;
  await page.route('**/api/today', (route) =>
    isFailing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
      : route.continue(),
  );
  await page.goto('/dashboard');
  const error = today(page).getByRole('alert');
  await expect(error).toContainText("We couldn't load today's plan");
  // The rest of the dashboard works meanwhile.
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  isFailing = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expectRing(page, 0, 6);
});

test('the plan arrives without moving the page on a wide screen', async ({ page }) => {
  await signUpWithProgressApi(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/today', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(today(page).getByRole('list', { name: "Loading today's plan" })).toBeVisible();
  const before = await today(page).boundingBox();
  release();
  await expectRing(page, 0, 6);
  expect(await today(page).boundingBox()).toEqual(before);
});
