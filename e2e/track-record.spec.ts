import { expect, test, type Locator, type Page } from '@playwright/test';
import { PROGRESS_CALENDAR_MAX_DAYS } from '@manifest/contracts/progress-calendar';
import { expectAccessibleEverywhere, VIEWPORTS } from './support/accessibility';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

test.use({ timezoneId: PROGRESS_TIME_ZONE });

const CHART_DAYS = 56;

const statCard = (page: Page, label: string): Locator =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by type' }).getByRole('button', { name, exact: true });

const heatMap = (page: Page) => page.getByRole('grid', { name: /^Activity calendar/ });
const chartTable = (page: Page) =>
  page.getByRole('table', { name: 'Points per day, last 8 weeks' });

const openTrackRecord = async (page: Page, path = '/track-record') => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Track Record' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(heatMap(page)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading activities' })).toHaveCount(0);
};

/** Days the heat map shows: whole weeks from a Sunday, the last one ending today. */
const heatMapDays = (weeks: number, today: string) =>
  (weeks - 1) * 7 + new Date(`${today}T00:00:00Z`).getUTCDay() + 1;

const longToday = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: PROGRESS_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());

test('a new user sees zeros, empty charts with every day, and the way to a first challenge', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  await openTrackRecord(page);

  for (const label of ['Total Activities', 'Points Earned', 'Completed', 'Active Days']) {
    await expect(statCard(page, label).getByText('0', { exact: true })).toBeVisible();
  }
  await expect(page.getByText('No activities yet')).toBeVisible();
  await expect(page.getByText('0 active days in the last 52 weeks')).toBeVisible();

  // The text alternatives hold every day: 8 weeks in the table, whole weeks in the grid.
  const calendar = await api.calendar(PROGRESS_CALENDAR_MAX_DAYS);
  const today = calendar.days.at(-1)?.day ?? '';
  await expect(chartTable(page).getByRole('row')).toHaveCount(CHART_DAYS + 1);
  await expect(heatMap(page).getByRole('gridcell')).toHaveCount(heatMapDays(52, today));

  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(page.getByText('0 active days in the last 26 weeks')).toBeVisible();
  await expect(heatMap(page).getByRole('gridcell')).toHaveCount(heatMapDays(26, today));

  await page.getByRole('link', { name: 'Start a Challenge' }).click();
  await expect(page).toHaveURL(/\/challenges$/);
});

test('activities done through the API show by day, with the figures the API reports', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  await api.completeChallenge(1);
  const task = await api.completeFirstTask();
  const meditation = await api.startFirstMeditation();
  await api.addVisionItem('Dream home by the sea');
  await api.sayAffirmation(1);
  await api.awardBadges();
  const [stats, points, activities] = await Promise.all([
    api.stats(),
    api.points(),
    api.activities(),
  ]);

  await openTrackRecord(page);
  const number = new Intl.NumberFormat('en-US');
  await expect(statCard(page, 'Total Activities')).toContainText(
    number.format(stats.totalActivities),
  );
  await expect(statCard(page, 'Points Earned')).toContainText(number.format(points.totalPoints));
  expect(stats.totalPoints).toBe(points.totalPoints);
  await expect(statCard(page, 'Completed')).toContainText(number.format(stats.completedActivities));
  await expect(statCard(page, 'Active Days')).toContainText(String(stats.activeDays));
  expect(stats.totalActivities).toBe(activities.length);

  // One day, today, headed by its long date and its count.
  const day = page.getByRole('region', { name: longToday() });
  await expect(day).toBeVisible();
  await expect(day).toContainText(`${activities.length} activities`);
  await expect(day.getByRole('heading', { level: 4 })).toHaveCount(activities.length);
  for (const activity of activities) {
    const item = day
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: activity.title, exact: true }) })
      .first();
    await expect(item).toContainText(
      activity.points > 0 ? `+${activity.points} points` : '0 points',
    );
    // Details in words, never the ids the server keeps (issue 36).
    await expect(item).not.toContainText(/\w+Id: |[0-9a-f]{8}-[0-9a-f]{4}-/);
    const { minutes, difficulty } = activity.metadata;
    if (typeof minutes === 'number') await expect(item).toContainText(`${minutes} minute`);
    if (typeof difficulty === 'string')
      await expect(item).toContainText(new RegExp(`Difficulty: ${difficulty}`, 'i'));
  }
  await expect(day.getByRole('heading', { name: task.title })).toBeVisible();
  await expect(day.getByRole('heading', { name: meditation.title })).toBeVisible();
  // An affirmation is named by its words, never its number (issue 36).
  await expect(day.getByRole('heading', { name: /^Affirmation said: “.+”$/ })).toBeVisible();
  await expect(day).not.toContainText('Affirmation 1 said');

  // The chart and heat map show today's figures from the calendar call.
  const calendar = await api.calendar(PROGRESS_CALENDAR_MAX_DAYS);
  const todayFigures = calendar.days.at(-1);
  if (!todayFigures) throw new Error('The calendar has no today');
  expect(todayFigures.points).toBe(points.totalPoints);
  const todayRow = chartTable(page).getByRole('row').last();
  await expect(todayRow).toContainText(`${todayFigures.points} points`);
  await expect(todayRow).toContainText(`${todayFigures.activities} activities`);
  const todayCell = heatMap(page).getByRole('gridcell').last();
  await expect(todayCell).toHaveAttribute(
    'aria-label',
    `${longToday()}: ${todayFigures.activities} activities, ${todayFigures.points} points`,
  );
  await expect(page.getByText('1 active day in the last 52 weeks')).toBeVisible();

  // Keyboard: the chart and the heat map each take one tab stop and read out days.
  const shortDay = (day: string | undefined) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    }).format(new Date(`${day}T00:00:00Z`));
  const chart = page.getByRole('group', { name: /^Points per day, last 8 weeks:/ });
  const spoken = page.getByRole('status').filter({ hasText: /points?, \d+ activit/ });
  await chart.focus();
  await expect(spoken).toHaveText(new RegExp(`^${shortDay(todayFigures.day)}: `));
  await page.keyboard.press('ArrowLeft');
  await expect(spoken).toHaveText(new RegExp(`^${shortDay(calendar.days.at(-2)?.day)}: 0 points`));
  await expect(todayCell).toHaveAttribute('tabindex', '0');
  await todayCell.focus();
  await page.keyboard.press('ArrowUp');
  await expect(heatMap(page).getByRole('gridcell').nth(-2)).toBeFocused();
  await expect(heatMap(page).getByRole('gridcell').nth(-2)).toHaveAttribute('tabindex', '0');
});

test('the type filter shows one type, and Clear Filter shows them all again', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.completeChallenge(1);
  await api.completeFirstTask();
  await api.addVisionItem('Cabin in the woods');
  await api.awardBadges();
  const all = await api.activities();
  const challenges = await api.activities('challenge');

  await openTrackRecord(page);
  await expect(filterButton(page, 'All Activities')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(all.length);
  await expect(page.getByRole('button', { name: 'Clear Filter' })).toBeHidden();

  await filterButton(page, 'Challenges').click();
  await expect(filterButton(page, 'Challenges')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?type=challenge$/);
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(challenges.length);
  for (const activity of challenges) {
    await expect(
      page.getByRole('heading', { level: 4, name: activity.title }).first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Cabin in the woods' })).toBeHidden();

  await filterButton(page, 'Meditations').click();
  await expect(page.getByText('No activities of this type yet')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(filterButton(page, 'All Activities')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/track-record$/);
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(all.length);
});

test('a failed activities call says so with Retry, and Retry lists them', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.completeChallenge(1);
  await api.awardBadges();
  const activities = await api.activities();
  let failuresLeft = 1;
  await page.route('**/api/activities?*', async (route) => {
    if (failuresLeft-- > 0) return route.fulfill({ status: 500, body: 'Activities are down' });
    return route.continue();
  });

  await page.goto('/track-record');
  const error = page.getByRole('alert').filter({ hasText: 'Failed to fetch activities' });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toBeHidden();
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(activities.length);
});

test('the chart code is its own chunk, loaded by the track record and never by the dashboard', async ({
  page,
}) => {
  await signUpWithProgressApi(page);
  const chartChunks: string[] = [];
  page.on('request', (request) => {
    if (/track-record-charts\.[\w]+\.js$/.test(request.url())) chartChunks.push(request.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your progress' })).toBeVisible();
  expect(chartChunks).toEqual([]);

  await page.getByRole('link', { name: /^Achievement System/ }).click();
  await expect(heatMap(page)).toBeVisible();
  expect(chartChunks).toHaveLength(1);
});

test('the track record has no serious accessibility violation at 390 and 1280 px, light and dark', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  await api.completeChallenge(1);
  await api.completeFirstTask();
  await api.awardBadges();
  await expectAccessibleEverywhere(page, () => openTrackRecord(page));
});
