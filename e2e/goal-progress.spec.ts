import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleEverywhere, expectNoSeriousViolations } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

// Issue 38, "Goals that move": vision item → goal → a daily task for it → the task
// done moves the goal → Mark achieved → the celebration → Total Progress moves.
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const statCard = (page: Page, label: string): Locator =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
const goalCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

/** A badge celebration may open after a paying action: look at it and close it. */
const closeCelebration = async (page: Page, heading: string) => {
  const dialog = page.getByTestId('celebration-dialog');
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
};

const openGoals = async (page: Page) => {
  await page.goto('/goal-setting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Manifestation Goal');
  await expect(page.getByText('Loading your goals...')).toBeHidden();
};

const openDashboard = async (page: Page) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.locator('[data-slot="card"][aria-busy="true"]')).toHaveCount(0);
};

test('the loop: vision item → goal → a daily task → progress → Mark achieved → Total Progress', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = 'Run a 10k this spring';
  await signUpWithProgressApi(page);

  // A vision item becomes a goal.
  await page.goto('/vision-board');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vision Board');
  await page.getByLabel('Create Vision').fill(title);
  await page.getByLabel('Create Vision').press('Enter');
  const items = page.getByRole('list', { name: 'Vision items' });
  await expect(items.getByText(title)).toBeVisible();
  await items.getByRole('button', { name: `Make ${title} a goal` }).click();
  await expect(page.getByTestId('toast-title')).toHaveText('Goal Created!');
  await closeCelebration(page, 'Goal Setter');
  await expect(statCard(page, 'Average Progress')).toContainText('0%');
  // The item made a goal counts once.
  await expect(statCard(page, 'Total Goals')).toContainText('1');
  await items.getByRole('link', { name: `${title} is a goal: open it` }).click();

  // On the goal: a daily task for it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Manifestation Goal');
  const card = goalCard(page, title);
  await expect(card).toContainText('0%');
  await expect(card).toContainText(
    'Each time you complete one of these tasks, this goal moves 10%.',
  );
  await card.getByRole('button', { name: 'Add a daily task for this goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'A daily task for this goal' });
  await expect(dialog.getByRole('textbox', { name: 'Task' })).toBeFocused();
  await expectNoSeriousViolations(page, 'the add-a-daily-task dialog');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Task' }).fill('Run 3 km');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expectToast(
    page,
    'Task Added',
    '“Run 3 km” is on your daily tasks and counts toward this goal.',
  );
  await expect(card.getByRole('listitem').filter({ hasText: 'Run 3 km' })).toContainText(
    'Not yet today',
  );

  // The task done on /daily-tasks moves the goal.
  await card.getByRole('link', { name: 'Go to your daily tasks' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Manifestation Tasks');
  const task = page.getByRole('article', { name: 'Run 3 km' });
  await expect(task).toContainText(`Counts toward ${title}`);
  await task.getByRole('button', { name: 'Complete Run 3 km' }).click();
  // 20 (vision item) + 25 (goal) + 50 (Goal Setter) + 10 (the task) passes 100 points;
  // the celebration (a modal) hides the page from the accessibility tree until closed.
  await closeCelebration(page, 'Rising Star');
  await expect(task).toContainText('Completed today');

  await page.goto('/vision-board');
  await expect(statCard(page, 'Average Progress')).toContainText('10%');

  await openDashboard(page);
  await expect(statCard(page, 'Total Progress')).toContainText('0%');
  await expect(statCard(page, 'Total Progress')).toContainText('0 of 1 goal completed');

  // The slider, by keyboard: Page Up is ten steps.
  await openGoals(page);
  await expect(card).toContainText('Your estimate 0% · +10% from 1 daily task check-in');
  const slider = card.getByRole('slider', { name: `Your estimate for ${title}` });
  await slider.focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(slider).toHaveAttribute('aria-valuetext', '20%');
  await expect(card).toContainText('Your estimate 20% · +10% from 1 daily task check-in');
  await expect(card.getByRole('progressbar', { name: `Progress of ${title}` })).toHaveAttribute(
    'aria-valuenow',
    '30',
  );

  // Mark achieved: the celebration, the achieved state, the dashboard's figure.
  await card.getByRole('button', { name: 'Mark achieved' }).click();
  const celebration = page.getByTestId('celebration-dialog');
  await expect(celebration).toContainText('Goal achieved');
  await expect(celebration.getByRole('heading', { name: title })).toBeVisible();
  await expect(celebration).toContainText('+25 points');
  await celebration.getByRole('button', { name: 'Continue' }).click();
  await expect(card).toContainText('Achieved');
  await expect(card).toContainText('100%');
  await expect(card.getByRole('button', { name: 'Mark achieved' })).toHaveCount(0);

  await openDashboard(page);
  await expect(statCard(page, 'Total Progress')).toContainText('100%');
  await expect(statCard(page, 'Total Progress')).toContainText('1 of 1 goal completed');
  await expect(page.getByText('Goal Completed', { exact: true })).toBeVisible();
});

test('milestones drive a goal; the goal page passes axe with goals on it', async ({ page }) => {
  await signUpWithProgressApi(page);
  await openGoals(page);
  await expect(page.getByRole('heading', { name: 'No goals to move yet' })).toBeVisible();

  const title = 'Learn to sail before the summer';
  await page.getByRole('form', { name: 'Add a goal' }).getByLabel('New goal').fill(title);
  await page.getByRole('button', { name: 'Add goal' }).click();
  await closeCelebration(page, 'Goal Setter');
  const card = goalCard(page, title);

  const slider = card.getByRole('slider', { name: `Your estimate for ${title}` });
  await slider.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '3%');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');

  const milestone = card.getByLabel(`New milestone for ${title}`);
  for (const name of ['Take a dinghy course', 'Sail solo across the bay']) {
    await milestone.fill(name);
    await milestone.press('Enter');
    await expect(card.getByLabel(name, { exact: true })).toBeVisible();
  }
  // With milestones, they say how far the goal is.
  await expect(slider).toHaveCount(0);
  await expect(card).toContainText('0 of 2 milestones done');
  await card.getByLabel('Take a dinghy course', { exact: true }).check();
  await expect(card).toContainText('1 of 2 milestones done');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await card.getByRole('button', { name: 'Remove milestone Sail solo across the bay' }).click();
  await expect(card).toContainText('1 of 1 milestone done');
  await expect(card).toContainText('100% there. Mark it achieved when it is real.');

  await page.reload();
  await expect(
    goalCard(page, title).getByLabel('Take a dinghy course', { exact: true }),
  ).toBeChecked();

  await expectAccessibleEverywhere(page, async () => {
    await openGoals(page);
    await expect(goalCard(page, title)).toBeVisible();
  });
});

test('the vision board with a goal and an item to make a goal passes axe', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.createGoal('Write a book of short stories');
  await api.addVisionItem('A reading nook by the window');
  // Badges earned now, so no celebration covers the page being checked.
  await api.awardBadges();
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/vision-board');
    await expect(
      page.getByRole('button', { name: 'Make A reading nook by the window a goal' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Move Write a book of short stories forward' }),
    ).toBeVisible();
  });
});
