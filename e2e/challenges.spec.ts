import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleEverywhere, expectNoSeriousViolations } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

// Spec 001 sections 2, 4, 8 and 9: Transformation Challenges, the dialog that
// really opens, its timer, and tools that keep what a person writes.
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const stat = (page: Page, label: string): Locator =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

const openChallenges = async (page: Page) => {
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transformation Challenges');
  await expect(card(page, 'Define Your Vision')).toBeVisible();
};

const openDialog = async (page: Page, title: string) => {
  await card(page, title).getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('start, then the dialog timer completes the challenge and opens the notes', async ({
  page,
}) => {
  await page.clock.install();
  await signUpWithProgressApi(page);
  await openChallenges(page);
  const total = await page.getByRole('main').getByRole('article').count();
  await expect(stat(page, 'Challenges Completed')).toContainText(`0/${total}`);
  await expect(stat(page, 'Success Rate')).toContainText('0%');

  const vision = card(page, 'Define Your Vision');
  await vision.getByRole('button', { name: 'Start Challenge' }).click();
  await expectToast(page, 'Challenge Started!', 'Open it for the steps, a timer and your tools.');
  await expect(vision.getByRole('button', { name: 'Mark Complete' })).toBeVisible();

  const dialog = await openDialog(page, 'Define Your Vision');
  await expect(dialog.getByText('Beginner')).toBeVisible();
  await expect(dialog.getByText('30 minutes')).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText(['Instructions', 'Timer', 'Tools', 'Notes']);
  await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

  await dialog.getByRole('tab', { name: 'Timer' }).click();
  await expect(dialog.getByRole('timer')).toHaveText('30:00');
  await page.clock.pauseAt(Date.now() + 1_000);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(60_000);
  await expect(dialog.getByRole('timer')).toHaveText('29:00');
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(60_000);
  await expect(dialog.getByRole('timer')).toHaveText('29:00');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(29 * 60_000);
  await page.clock.resume();

  await expect(page.getByText('Challenge Completed!').first()).toBeVisible();
  // The first challenge completed earns 'Challenge Accepted', celebrated over the dialog.
  // The celebration is modal: the dialog under it is out of reach until it closes, and it
  // may open at any moment once the challenge is done, so it is closed first.
  const celebration = page
    .getByRole('dialog')
    .filter({ has: page.getByText('Challenge Accepted') });
  await celebration.getByRole('button', { name: 'Continue' }).click();
  await expect(celebration).toBeHidden();
  await expect(dialog.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Completed' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(vision.getByRole('button', { name: 'Completed' })).toBeDisabled();
  await expect(stat(page, 'Challenges Completed')).toContainText(`1/${total}`);
  await expect(stat(page, 'Total Points')).toContainText('50');
});

test('notes and the calculator are saved and come back after a reload', async ({ page }) => {
  await signUpWithProgressApi(page);
  await openChallenges(page);

  let dialog = await openDialog(page, 'Financial Reality Check');
  await dialog.getByRole('tab', { name: 'Notes' }).click();
  const notes = dialog.getByLabel('Your notes');
  await expect(dialog.getByRole('button', { name: 'Save Notes' })).toBeDisabled();
  await notes.fill('Spend less on takeaway; move 200 a month into savings.');
  await dialog.getByRole('button', { name: 'Save Notes' }).click();
  await expect(dialog.getByText('Saved!')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Tools' }).click();
  await expect(dialog.getByRole('heading', { name: 'Financial Reality Calculator' })).toBeVisible();
  await dialog.getByLabel('Savings').fill('5000');
  await dialog.getByLabel('Credit Cards').fill('7000');
  await dialog.getByLabel('Housing').fill('1,200');
  await expect(dialog.getByText('-$2,000.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Figures' }).click();
  await expect(dialog.getByText('Saved!')).toBeVisible();

  await page.reload();
  await expect(card(page, 'Financial Reality Check')).toBeVisible();
  dialog = await openDialog(page, 'Financial Reality Check');
  await dialog.getByRole('tab', { name: 'Tools' }).click();
  await expect(dialog.getByLabel('Savings')).toHaveValue('5000');
  await expect(dialog.getByLabel('Housing')).toHaveValue('1200');
  await expect(dialog.getByText('$1,200.00')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Notes' }).click();
  await expect(dialog.getByLabel('Your notes')).toHaveValue(
    'Spend less on takeaway; move 200 a month into savings.',
  );
});

test('the fear inventory and the social circle audit keep their entries', async ({ page }) => {
  await signUpWithProgressApi(page);
  await openChallenges(page);

  let dialog = await openDialog(page, 'Face Your Fears');
  await dialog.getByRole('tab', { name: 'Tools' }).click();
  await expect(dialog.getByRole('button', { name: 'Add Fear' })).toBeDisabled();
  await dialog.getByLabel('Fear', { exact: true }).fill('Nobody will buy what I make');
  await dialog.getByLabel(/Intensity/).fill('9');
  await dialog.getByLabel('Action plan').fill('Show the prototype to three people this week');
  await dialog.getByRole('button', { name: 'Add Fear' }).click();
  const fears = dialog.getByRole('list', { name: 'Fears' });
  await expect(fears.getByRole('listitem')).toHaveCount(1);
  await expect(fears).toContainText('9/10');
  await expect(dialog.getByText('1 fear named, average intensity 9.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  dialog = await openDialog(page, 'Social Circle Audit');
  await dialog.getByRole('tab', { name: 'Tools' }).click();
  await dialog.getByLabel('Name').fill('Sam');
  await dialog.getByLabel('Energy impact').click();
  await page.getByRole('option', { name: 'Lifts me up' }).click();
  await dialog.getByRole('button', { name: 'Add Person' }).click();
  await expect(dialog.getByText('1 lift you up · 0 neutral · 0 drain your energy')).toBeVisible();

  await page.reload();
  await expect(card(page, 'Face Your Fears')).toBeVisible();
  dialog = await openDialog(page, 'Social Circle Audit');
  await dialog.getByRole('tab', { name: 'Tools' }).click();
  await expect(dialog.getByRole('list', { name: 'People' })).toContainText('Sam');
  await dialog.getByRole('button', { name: 'Remove Sam' }).click();
  await expect(dialog.getByText('0 lift you up · 0 neutral · 0 drain your energy')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  dialog = await openDialog(page, 'Face Your Fears');
  await dialog.getByRole('tab', { name: 'Tools' }).click();
  await expect(dialog.getByRole('list', { name: 'Fears' })).toContainText(
    'Nobody will buy what I make',
  );
});

test('Reset All Challenges asks first, then clears the progress', async ({ page }) => {
  await signUpWithProgressApi(page);
  await openChallenges(page);
  await card(page, 'Define Your Vision').getByRole('button', { name: 'Start Challenge' }).click();
  await expect(
    card(page, 'Define Your Vision').getByRole('button', { name: 'Mark Complete' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Reset All Challenges' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset all challenges?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    card(page, 'Define Your Vision').getByRole('button', { name: 'Mark Complete' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Reset All Challenges' }).click();
  await confirm.getByRole('button', { name: 'Reset All Challenges' }).click();
  await expectToast(page, 'All Challenges Reset', 'Every challenge is ready to start again.');
  await expect(
    card(page, 'Define Your Vision').getByRole('button', { name: 'Start Challenge' }),
  ).toBeEnabled();
});

test('the challenges page and its dialog have no serious accessibility violation', async ({
  page,
}) => {
  await signUpWithProgressApi(page);
  await expectAccessibleEverywhere(page, () => openChallenges(page));
  const dialog = await openDialog(page, 'Financial Reality Check');
  for (const tab of ['Instructions', 'Timer', 'Tools', 'Notes']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(150);
    await expectNoSeriousViolations(page, `the challenge dialog, ${tab}`);
  }
});
