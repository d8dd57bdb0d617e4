import { expect, test } from '@playwright/test';
import { signUpWithProgressApi } from './support/progress-api';

// Spec 000 section 2: the points-and-badges button and the Achievement Dashboard dialog.

test('a new user: 0 points, no badge earned, the empty point history', async ({ page }) => {
  await signUpWithProgressApi(page);
  await page.goto('/daily-tasks');
  await expect(page.getByTestId('points-total')).toHaveText('0');

  await page.getByRole('button', { name: '0 points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Achievement Dashboard' });
  await expect(dialog.getByTestId('achievement-total-points')).toHaveText('0');
  await expect(
    dialog.getByText('Start completing activities to see your point history!'),
  ).toBeVisible();
  await expect(dialog.getByText('Earned', { exact: true })).toHaveCount(0);
  // All 17 badges, in their groups; point milestones show their progress.
  await expect(dialog.locator('[data-testid^="badge-"]')).toHaveCount(17);
  for (const group of ['Goals', 'Affirmations', 'Point milestones', 'Challenges']) {
    await expect(dialog.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('progressbar', { name: 'Rising Star progress' })).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(4);
});

test('what the API paid is what the button and the dialog show', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  // Through the API: a daily task, two affirmations and a goal, then the badge it earns.
  const task = await api.completeFirstTask();
  await api.sayAffirmation(7);
  await api.sayAffirmation(8);
  await api.createGoal('Write a novel');

  await page.goto('/daily-tasks');
  // The start-of-session check awards 'Goal Setter': close its celebration first.
  const celebration = page.getByTestId('celebration-dialog');
  await expect(celebration.getByRole('heading', { name: 'Goal Setter' })).toBeVisible();
  await celebration.getByRole('button', { name: 'Continue' }).click();

  const points = await api.points();
  const achievements = await api.achievements();
  expect(achievements.map(({ type }) => type)).toContain('first_goal');
  const total = points.totalPoints;
  // 'Goal Setter' pays 50; crossing 100 points earns 'Rising Star' (25) in the same check.
  const beforeMilestone = task.points + 2 * 10 + 25 + 50;
  expect(total).toBe(beforeMilestone + (beforeMilestone >= 100 ? 25 : 0));
  await expect(page.getByTestId('points-total')).toHaveText(total.toLocaleString('en-US'));

  await page.getByRole('button', { name: /\d+ points/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Achievement Dashboard' });
  await expect(dialog.getByTestId('achievement-total-points')).toHaveText(
    total.toLocaleString('en-US'),
  );

  // Points per activity: the same sums as the API's activities.
  const activities = await api.activities();
  const sumOf = (type: string) =>
    activities.filter((activity) => activity.type === type).reduce((sum, a) => sum + a.points, 0);
  const perActivity = dialog.getByTestId('points-per-activity');
  await expect(perActivity.getByRole('listitem').filter({ hasText: 'Daily tasks' })).toContainText(
    `${sumOf('task')} pts`,
  );
  await expect(perActivity.getByRole('listitem').filter({ hasText: 'Affirmations' })).toContainText(
    '20 pts',
  );
  await expect(perActivity.getByRole('listitem').filter({ hasText: 'Goals' })).toContainText(
    '25 pts',
  );
  await expect(
    perActivity.getByRole('listitem').filter({ hasText: 'Badge rewards' }),
  ).toContainText(`${sumOf('badge')} pts`);

  // The ten most recent entries: the API's, newest first, each with its description and +points.
  const recent = dialog.getByTestId('recent-points').getByRole('listitem');
  await expect(recent).toHaveCount(Math.min(points.points.length, 10));
  for (const [index, entry] of points.points.slice(0, 10).entries()) {
    await expect(recent.nth(index)).toContainText(entry.description);
    await expect(recent.nth(index)).toContainText(`+${entry.points}`);
  }

  // Earned badges are marked.
  await expect(dialog.getByTestId('badge-first_goal')).toContainText('Earned');
  await expect(dialog.getByTestId('badge-goal_master')).not.toContainText('Earned');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('points that could not load: a dash, and the dialog asks again', async ({ page }) => {
  await signUpWithProgressApi(page);
  // The first load fails, and so does the dialog's own try when it opens; the Retry works.
  let failuresLeft = 2;
  await page.route('**/api/user/points', async (route) => {
    if (failuresLeft-- > 0) return route.fulfill({ status: 500, body: 'Points are down' });
    return route.continue();
  });
  await page.goto('/daily-tasks');
  await page.getByRole('button', { name: '— points' }).click();

  const dialog = page.getByRole('dialog', { name: 'Achievement Dashboard' });
  const error = dialog
    .getByRole('alert')
    .filter({ hasText: 'Your achievements could not be loaded' });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByTestId('achievement-total-points')).toHaveText('0');
  await expect(page.getByTestId('points-total')).toHaveText('0');
});
