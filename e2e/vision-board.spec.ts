import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessibleEverywhere, expectNoSeriousViolations } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';

// Spec 001 sections 2, 3, 4, 8 and 9: the Vision Board and the guided visualization.
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

/** A person's own picture: a 30×20 PNG. */
const ownPicture = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

const stat = (page: Page, label: string): Locator =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
const items = (page: Page) => page.getByRole('list', { name: 'Vision items' });

const openVisionBoard = async (page: Page) => {
  await page.goto('/vision-board');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vision Board');
  await expect(page.getByLabel('Create Vision')).toBeVisible();
};

test('create with Create Vision, edit the title in place, delete after confirming', async ({
  page,
}) => {
  await signUpWithProgressApi(page);
  await openVisionBoard(page);
  await expect(page.getByRole('heading', { name: 'Start Your Vision Board' })).toBeVisible();

  const create = page.getByLabel('Create Vision');
  await create.fill('   ');
  await create.press('Enter');
  await expect(items(page)).toBeHidden();

  await create.fill('Travel to Japan');
  await create.press('Enter');
  await expectToast(
    page,
    'Vision item created successfully!',
    'It is on your board. Look at it every day.',
  );
  await expect(items(page).getByText('Travel to Japan')).toBeVisible();
  await expect(create).toHaveValue('');
  await expect(stat(page, 'Total Goals')).toContainText('1');

  await items(page).getByRole('button', { name: 'Edit Travel to Japan' }).click();
  const title = items(page).getByLabel('Title of Travel to Japan');
  await title.fill('  ');
  await title.press('Enter');
  await expect(title).toBeHidden();
  await expect(items(page).getByText('Travel to Japan')).toBeVisible();

  await items(page).getByRole('button', { name: 'Edit Travel to Japan' }).click();
  await title.fill('Spend spring in Kyoto');
  await title.press('Enter');
  await expectToast(page, 'Vision item updated successfully!', 'Your changes are saved.');
  await page.reload();
  await expect(items(page).getByText('Spend spring in Kyoto')).toBeVisible();

  await items(page).getByRole('button', { name: 'Delete Spend spring in Kyoto' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Spend spring in Kyoto”?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(items(page).getByText('Spend spring in Kyoto')).toBeVisible();
  await items(page).getByRole('button', { name: 'Delete Spend spring in Kyoto' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Vision item deleted successfully!', 'It has left your board.');
  await expect(page.getByRole('heading', { name: 'Start Your Vision Board' })).toBeVisible();
});

test('Edit a vision in the grid, with a picture of your own', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.createGoal('Save money for a home');
  await api.awardBadges();
  await openVisionBoard(page);

  const card = page.getByRole('article', { name: 'Save money for a home' });
  await expect(card.getByRole('progressbar')).toHaveAttribute('data-tone', 'red');
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Vision' });
  await dialog.getByLabel('Title').fill('Buy our first home');
  await dialog.getByLabel('Description').fill('Two bedrooms, a garden, close to the park.');
  await dialog.getByLabel('Image URL').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Image URL must be an http(s) URL')).toBeVisible();

  await dialog
    .getByLabel('Or upload your own image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(dialog.getByText('Image must be a PNG, JPEG, WebP or GIF file')).toBeVisible();
  await dialog
    .getByLabel('Or upload your own image')
    .setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: await ownPicture() });
  // The upload's URL, signed for this browser (the API stores its plain path).
  await expect(dialog.getByLabel('Image URL')).toHaveValue(
    /^\/api\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]{43}$/,
  );
  await dialog.getByLabel('Target date').fill('2027-06-01');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Goal Saved Successfully!', 'Your changes are saved.');
  await expect(dialog).toBeHidden();

  await page.reload();
  const edited = page.getByRole('article', { name: 'Buy our first home' });
  await expect(edited.getByText('Two bedrooms, a garden, close to the park.')).toBeVisible();
  await expect(edited.getByText('June 1, 2027')).toBeVisible();
  const picture = edited.getByRole('img', { name: 'Picture for Buy our first home' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(30);

  // Edited again, the goal keeps its picture: the form sends back the URL it showed.
  await edited.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Title').fill('Buy our first home together');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Goal Saved Successfully!', 'Your changes are saved.');
  await page.reload();
  const kept = page
    .getByRole('article', { name: 'Buy our first home together' })
    .getByRole('img', { name: 'Picture for Buy our first home together' });
  await expect(kept).toBeVisible();
  await expect
    .poll(() => kept.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(30);
});

test('a guided visualization runs its four steps to Visualization Complete!, and counts', async ({
  page,
}) => {
  await page.clock.install();
  const api = await signUpWithProgressApi(page);
  await api.createGoal('Grow my career as a designer');
  await api.awardBadges();
  await openVisionBoard(page);
  await expect(stat(page, 'Visualization Streak')).toContainText('0 days');

  await page
    .getByRole('article', { name: 'Grow my career as a designer' })
    .getByRole('button', { name: 'Visualize' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Guided Visualization' });
  await page.clock.pauseAt(Date.now() + 1_000);
  await dialog.getByRole('button', { name: 'Begin Visualization (4 minutes)' }).click();
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText('00:10');
  await page.clock.runFor(4_000);
  await expect(dialog.getByRole('timer')).toHaveText('00:06');
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(10_000);
  await expect(dialog.getByRole('timer')).toHaveText('00:06');
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(6_000);

  // With a goal: 10, 20, 25 and 15 seconds, and the career script.
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText('00:20');
  await expect(dialog.getByText(/work you love/)).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
  await page.clock.runFor(25_000);
  await expect(dialog.getByText('Step 4 of 4')).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(dialog.getByText('Visualization Complete!')).toBeVisible();
  await page.clock.resume();

  await dialog.getByRole('button', { name: 'Complete Session' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Visualization Streak')).toContainText('1 day');
});

test('the vision board and its dialogs have no serious accessibility violation', async ({
  page,
}) => {
  const api = await signUpWithProgressApi(page);
  await api.createGoal('Run a half marathon');
  await api.addVisionItem('A morning run by the river');
  await api.awardBadges();
  await expectAccessibleEverywhere(page, () => openVisionBoard(page));

  await page.getByRole('button', { name: 'Visualize All' }).click();
  const visualization = page.getByRole('dialog', { name: 'Guided Visualization' });
  await expect(visualization.getByRole('button', { name: /Begin Visualization/ })).toBeVisible();
  await page.waitForTimeout(200);
  await expectNoSeriousViolations(page, 'the visualization intro');
  await visualization.getByRole('button', { name: /Begin Visualization/ }).click();
  await expect(visualization.getByText('Step 1 of 4')).toBeVisible();
  await expectNoSeriousViolations(page, 'a visualization step');
  await page.keyboard.press('Escape');
  await expect(visualization).toBeHidden();

  await page
    .getByRole('article', { name: 'Run a half marathon' })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Vision' })).toBeVisible();
  await page.waitForTimeout(200);
  await expectNoSeriousViolations(page, 'the Edit Vision dialog');
});
