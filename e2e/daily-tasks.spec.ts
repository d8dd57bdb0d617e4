import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleEverywhere, expectNoSeriousViolations } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

// Spec 001 sections 2, 5, 7, 8 and 9: the Daily Manifestation Tasks page.
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const summaryCard = (page: Page, label: string): Locator =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

const taskCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

const group = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: label, exact: true });

const openDailyTasks = async (page: Page) => {
  await page.goto('/daily-tasks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Manifestation Tasks');
  await expect(page.getByText('Loading your daily tasks...')).toBeHidden();
  await expect(group(page, 'Morning')).toBeVisible();
};

/** The minute after now, and how the page should show it (New York, en-US). */
const nextWholeMinute = () => new Date(Math.ceil((Date.now() + 1) / 60_000) * 60_000);
const clockTime = (at: Date) =>
  at.toLocaleTimeString('en-US', {
    timeZone: PROGRESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
const clockDate = (at: Date) =>
  at.toLocaleDateString('en-US', {
    timeZone: PROGRESS_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });

test('the summary cards and the tasks under Morning, Afternoon, Evening and Anytime', async ({
  page,
}) => {
  await signUpWithProgressApi(page);
  await openDailyTasks(page);

  await expect(summaryCard(page, 'Daily Progress')).toContainText('0/');
  await expect(summaryCard(page, 'Daily Progress')).toContainText('0%');
  await expect(summaryCard(page, 'Points Earned')).toContainText('0');
  await expect(summaryCard(page, 'Current Time')).toBeVisible();

  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.filter({ hasNotText: 'Today at a glance' })).toHaveText([
    'Morning',
    'Afternoon',
    'Evening',
    'Anytime',
  ]);

  // Every field of a card: title, description, minutes, difficulty, points.
  const gratitude = taskCard(page, 'Morning gratitude list');
  await expect(gratitude).toContainText('write down three things you are grateful for');
  await expect(gratitude).toContainText('5 min');
  await expect(gratitude).toContainText('Easy');
  await expect(gratitude).toContainText('10 points');
  await expect(gratitude.getByText('Custom')).toHaveCount(0);
  await expect(taskCard(page, 'Take one aligned action')).toContainText('Hard');
  await expect(taskCard(page, 'Mindful walk')).toContainText('Medium');
});

test('add a custom task: its validation messages, the cap it pays, Task Added', async ({
  page,
}) => {
  await signUpWithProgressApi(page);
  await openDailyTasks(page);

  await page.getByRole('button', { name: 'Add Custom Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Custom Task' });
  await expect(dialog).toBeVisible();
  // The spec's defaults.
  await expect(dialog.getByLabel('Category')).toHaveText('Anytime');
  await expect(dialog.getByLabel('Difficulty')).toHaveText('Easy');
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('15');
  await expect(dialog.getByLabel('Points')).toHaveValue('10');
  await expect(dialog).toContainText(
    'Custom tasks pay at most 15 points each, for the first 3 you complete each day.',
  );

  // Nothing typed: the title is named beside its field; out of range numbers too.
  await dialog.getByLabel('Duration (minutes)').fill('0');
  await dialog.getByLabel('Points').fill('101');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Duration must be between 1 and 180')).toBeVisible();
  await expect(dialog.getByText('Points must be between 1 and 100')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();

  // A blank (non-numeric) entry becomes 1.
  await dialog.getByLabel('Duration (minutes)').fill('');
  await dialog.getByLabel('Duration (minutes)').blur();
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('1');
  await expect(dialog.getByText('Duration must be between 1 and 180')).toBeHidden();

  // More than the server pays: the form says what the task will really pay.
  await dialog.getByLabel('Points').fill('50');
  await expect(dialog).toContainText('This task will pay 15 points.');

  await dialog.getByLabel('Title').fill('Evening gratitude walk');
  await expect(dialog.getByText('Title is required')).toBeHidden();
  await dialog.getByLabel('Description (optional)').fill('Twenty minutes, no phone.');
  await dialog.getByLabel('Duration (minutes)').fill('20');
  await dialog.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Evening' }).click();
  await dialog.getByLabel('Difficulty').click();
  await page.getByRole('option', { name: 'Hard' }).click();
  await dialog.getByRole('button', { name: 'Add Task' }).click();

  await expectToast(page, 'Task Added', 'Your custom daily task has been created successfully!');
  await expect(dialog).toBeHidden();
  const card = group(page, 'Evening').getByRole('article', { name: 'Evening gratitude walk' });
  await expect(card).toContainText('Custom');
  await expect(card).toContainText('Twenty minutes, no phone.');
  await expect(card).toContainText('20 min');
  await expect(card).toContainText('Hard');
  await expect(card).toContainText('15 points');

  // Opened again, the form starts over.
  await page.getByRole('button', { name: 'Add Custom Task' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Points')).toHaveValue('10');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('complete a task once: toast, points and Completed today survive a reload', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  await openDailyTasks(page);
  const total = await page.getByRole('article').count();

  const completions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/complete'))
      completions.push(request.url());
  });
  // Hold the answer, to see the card working and a second click sending nothing.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/daily-tasks/*/complete', async (route) => {
    await held;
    await route.continue();
  });

  const gratitude = taskCard(page, 'Morning gratitude list');
  await gratitude.getByText('write down three things').click();
  const working = gratitude.getByRole('button', { name: 'Completing Morning gratitude list' });
  await expect(working).toBeDisabled();
  await expect(working).toHaveText('Completing...');
  await gratitude.click({ position: { x: 10, y: 10 } });
  release();

  await expectToast(page, 'Task Completed!', "Great work! You've earned manifestation points.");
  await expect(gratitude).toContainText('Completed today');
  // Done: no Complete button, only Undo for a mis-tap.
  await expect(gratitude.getByRole('button')).toHaveCount(1);
  await expect(
    gratitude.getByRole('button', { name: 'Undo Morning gratitude list' }),
  ).toBeVisible();
  await expect(summaryCard(page, 'Points Earned')).toContainText('10');
  await expect(summaryCard(page, 'Daily Progress')).toContainText(`1/${total}`);
  await expect(summaryCard(page, 'Daily Progress')).toContainText(
    `${Math.round((1 / total) * 100)}%`,
  );
  await expect(group(page, 'Morning')).toContainText('1 of 4 done');

  // A completed card ignores clicks (away from its Undo).
  await gratitude.click({ position: { x: 10, y: 10 } });
  await page.waitForTimeout(300);
  expect(completions).toHaveLength(1);

  // The ledger paid it, and the shell's points agree.
  const { totalPoints } = await api.points();
  expect(totalPoints).toBe(10);
  await expect(page.getByTestId('points-total')).toHaveText(String(totalPoints));

  await page.reload();
  await expect(gratitude).toContainText('Completed today');
  await expect(summaryCard(page, 'Points Earned')).toContainText('10');
  await expect(summaryCard(page, 'Daily Progress')).toContainText(`1/${total}`);

  // By keyboard: the Complete button.
  await taskCard(page, 'Mindful walk')
    .getByRole('button', { name: 'Complete Mindful walk' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(taskCard(page, 'Mindful walk')).toContainText('Completed today');
  await expect(summaryCard(page, 'Points Earned')).toContainText('25');
});

test('Current Time ticks every minute', async ({ page }) => {
  const start = nextWholeMinute();
  await page.clock.install({ time: start });
  await signUpWithProgressApi(page);
  await openDailyTasks(page);
  const clock = summaryCard(page, 'Current Time');
  await expect(clock).toContainText(clockTime(start));
  await expect(clock).toContainText(clockDate(start));
  for (const minutes of [1, 2]) {
    await page.clock.runFor(60_000);
    await expect(clock).toContainText(clockTime(new Date(start.getTime() + minutes * 60_000)));
  }
});

test('loading, a failed list with Retry, and the empty state', async ({ page }) => {
  await signUpWithProgressApi(page);

  // Loading, then two failures (the list is retried once): the error with Retry.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failuresLeft = 2;
  await page.route('**/api/daily-tasks', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await held;
    if (failuresLeft-- > 0) return route.fulfill({ status: 500, body: 'Tasks are down' });
    return route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  await page.goto('/daily-tasks');
  await expect(page.getByText('Loading your daily tasks...')).toBeVisible();
  release();
  const error = page.getByRole('alert').filter({ hasText: "We couldn't load your daily tasks" });
  await expect(error).toBeVisible({ timeout: 15_000 });
  await error.getByRole('button', { name: 'Retry' }).click();

  // No tasks at all: the empty state opens the dialog.
  await expect(page.getByRole('heading', { name: 'No Tasks Yet' })).toBeVisible();
  await expect(summaryCard(page, 'Daily Progress')).toContainText('0%');
  await page.getByRole('button', { name: 'Add Your First Task' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Custom Task' })).toBeVisible();
});

test('the page and the open dialog have no serious accessibility violation', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.completeFirstTask();
  await expectAccessibleEverywhere(page, () => openDailyTasks(page));

  await page.getByRole('button', { name: 'Add Custom Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Custom Task' });
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Add Custom Task dialog with its messages');

  await expectAccessibleEverywhere(page, async () => {
    await openDailyTasks(page);
    await page.getByRole('button', { name: 'Add Custom Task' }).click();
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(200);
  });
});
