import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

test.use({ timezoneId: PROGRESS_TIME_ZONE });

/** A stat card of the dashboard, found by its heading. */
const statCard = (page: Page, label: string): Locator =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

const recentActivity = (page: Page) =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Recent Activity' }) });

const openDashboard = async (page: Page) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(recentActivity(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="card"][aria-busy="true"]')).toHaveCount(0);
};

test('a new user sees the header, zero figures and the way to a first challenge', async ({
  page,
}) => {
  const { user } = await signUpWithProgressApi(page);
  await openDashboard(page);

  // A first visit is no return (issue 36).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${user.firstName}`);
  await expect(
    page.getByText('Manifest your dreams into reality, one mindful step at a time.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with RealityShift' })).toBeVisible();

  await expect(statCard(page, 'Total Progress')).toContainText('0%');
  await expect(statCard(page, 'Total Progress')).toContainText('Set a goal to track progress');
  await expect(statCard(page, 'Challenges')).toContainText('0Completed this week');
  await expect(statCard(page, 'Meditation')).toContainText('0min');
  await expect(statCard(page, 'Streak')).toContainText('0days');
  await expect(statCard(page, 'Streak')).toContainText('No freezes saved yet');

  // The kind-streak rule, opened by keyboard.
  await page.getByRole('button', { name: 'How streaks work' }).focus();
  await page.keyboard.press('Enter');
  const rules = page.getByRole('dialog', { name: 'How streaks work' });
  await expect(rules).toBeVisible();
  await expect(rules).toContainText(
    'Every 7 active days earn a streak freeze; you can save up to 2.',
  );
  await expect(rules).toContainText('A freeze covers a single missed day');
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  // Shortcuts, toolkit and legal links go where they say.
  const links: Array<[string | RegExp, string]> = [
    [/^Daily Tasks/, '/daily-tasks'],
    [/^Meditation 15-minute morning confidence session/, '/meditations'],
    [/^Vision Board/, '/vision-board'],
    [/^Power Affirmations/, '/affirmations'],
    [/^Achievement System/, '/track-record'],
    [/^Smart Goal Setting/, '/goal-setting'],
    [/^Abundance Rituals/, '/meditations'],
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
    ['Legal', '/legal'],
  ];
  const main = page.getByRole('main');
  for (const [name, href] of links) {
    await expect(main.getByRole('link', { name, exact: typeof name === 'string' })).toHaveAttribute(
      'href',
      href,
    );
  }

  await expect(page.getByText('Start your manifestation journey today!')).toBeVisible();
  await page.getByRole('link', { name: 'Take Your First Challenge' }).click();
  await expect(page).toHaveURL(/\/challenges$/);
});

test('what is done through the API shows on the cards and in Recent Activity, as the API counts it', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  await api.completeChallenge(1);
  await api.completeChallenge(2);
  const meditation = await api.startFirstMeditation();
  const done = await api.createGoal('Run a half marathon');
  await api.completeGoal(done.id);
  await api.createGoal('Launch my design studio');
  await api.completeFirstTask();
  await api.awardBadges();
  const stats = await api.stats();

  await openDashboard(page);
  // Someone with a track record is back (issue 36).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome back, ${api.user.firstName}`,
  );
  await expect(statCard(page, 'Total Progress')).toContainText('50%');
  await expect(statCard(page, 'Total Progress')).toContainText('1 of 2 goals completed');
  await expect(statCard(page, 'Challenges')).toContainText(
    `${stats.challengesCompletedThisWeek}Completed this week`,
  );
  expect(stats.challengesCompletedThisWeek).toBe(2);
  await expect(statCard(page, 'Meditation')).toContainText(`${stats.meditationMinutesThisWeek}min`);
  expect(stats.meditationMinutesThisWeek).toBe(Math.ceil(meditation.duration / 60));
  await expect(statCard(page, 'Streak')).toContainText(
    `${stats.kindStreak}${stats.kindStreak === 1 ? 'day' : 'days'}`,
  );

  const recent = recentActivity(page);
  const today = new Intl.DateTimeFormat('en-US', {
    timeZone: PROGRESS_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  await expect(recent.getByRole('listitem').filter({ hasText: 'Challenge Completed' })).toHaveCount(
    2,
  );
  await expect(
    recent.getByRole('listitem').filter({ hasText: 'Meditation Session' }),
  ).toContainText(`${Math.ceil(meditation.duration / 60)} minutes`);
  await expect(recent.getByRole('listitem').filter({ hasText: 'Goal Completed' })).toContainText(
    'Run a half marathon',
  );
  await expect(recent.getByRole('listitem').filter({ hasText: 'Goal Created' })).toContainText(
    'Launch my design studio',
  );
  for (const item of await recent.getByRole('listitem').all())
    await expect(item).toContainText(today);
  await expect(page.getByText('Start your manifestation journey today!')).toBeHidden();
});

test('a failed stats call shows the error with Retry, and Retry brings the figures', async ({
  page,
}) => {
  await signUpWithProgressApi(page);
  // The stats call has one retry (spec 000 section 7): fail both tries, then let it through.
  let failuresLeft = 2;
  await page.route('**/api/user/stats', async (route) => {
    if (failuresLeft-- > 0) return route.fulfill({ status: 500, body: 'Stats are down' });
    return route.continue();
  });

  await page.goto('/dashboard');
  const error = page.getByRole('alert').filter({ hasText: "We couldn't load your progress" });
  await expect(error).toBeVisible({ timeout: 15_000 });
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toBeHidden();
  await expect(statCard(page, 'Streak')).toContainText('0days');
});

test('the figures arrive without moving the page: skeletons have the cards size', async ({
  page,
}) => {
  await signUpWithProgressApi(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/stats', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/dashboard');
  const figures = page.getByRole('region', { name: 'Your progress' });
  await expect(figures.locator('[aria-busy="true"]')).toHaveCount(3);
  const shortcuts = page.getByRole('region', { name: 'Shortcuts' });
  const before = { figures: await figures.boundingBox(), shortcuts: await shortcuts.boundingBox() };
  release();
  await expect(figures.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(statCard(page, 'Streak')).toContainText('0days');
  expect(await figures.boundingBox()).toEqual(before.figures);
  expect(await shortcuts.boundingBox()).toEqual(before.shortcuts);
});

test('the dashboard has no serious accessibility violation at 390 and 1280 px, light and dark', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  await api.completeChallenge(1);
  await api.createGoal('Read twelve books');
  await api.awardBadges();
  await expectAccessibleEverywhere(page, () => openDashboard(page));
});
