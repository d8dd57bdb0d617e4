import { expect, test } from '@playwright/test';
import { signUpWithProgressApi } from './support/progress-api';

// Spec 001 sections 4 and 9: new badges are celebrated one by one, with confetti and a chime.

test('badges earned elsewhere are celebrated when the session starts, one by one', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  // Through the API: 5 affirmations ('Positive Mindset') and a first goal ('Goal Setter').
  for (const id of [1, 2, 3, 4, 5]) await api.sayAffirmation(id);
  await api.createGoal('Run a half marathon');

  await page.goto('/daily-tasks');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Both rewards (50 each) lift 75 points past 100: 'Rising Star' joins in the same check.
  await expect(dialog.getByText('1 of 3')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Goal Setter' })).toBeVisible();
  await expect(dialog.getByText('Create your first goal')).toBeVisible();
  await expect(dialog.getByText('+50 points')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // The confetti: one canvas over the page while it falls.
  await expect(page.locator('body > canvas')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('2 of 3')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Positive Mindset' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('3 of 3')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Rising Star' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText('2 of 3')).toBeVisible();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  // About 3 seconds, then the confetti is gone.
  await expect(page.locator('body > canvas')).toHaveCount(0, { timeout: 6_000 });

  // The rewards count: the points button agrees with the API; nothing is celebrated twice.
  const { totalPoints } = await api.points();
  expect(totalPoints).toBe(5 * 10 + 25 + 50 + 50 + 25);
  await expect(page.getByTestId('points-total')).toHaveText(String(totalPoints));
  await page.reload();
  await expect(page.getByTestId('points-total')).toHaveText(String(totalPoints));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the close button dismisses the celebration and empties the queue', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.createGoal('Learn to paint');
  await page.goto('/daily-tasks');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Goal Setter' })).toBeVisible();
  await expect(dialog.getByText('1 of 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the celebration shows without confetti', async ({ page }) => {
    const api = await signUpWithProgressApi(page);
    await api.createGoal('Read twelve books');
    await page.goto('/daily-tasks');
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Goal Setter' }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('body > canvas')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
