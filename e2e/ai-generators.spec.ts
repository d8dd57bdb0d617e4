import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { expectToast } from './support/pages';
import { signUpWithProgressApi } from './support/progress-api';
import { installSpeechRecorder, spokenUtterances } from './support/speech-recorder';

// Spec 001 sections 2, 4, 5, 7, 8 and 9: the AI features page and the generators
// on /meditations and /affirmations, answered here by the offline guide.

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the AI features page: four cards, affirmations active first, one panel at a time', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/ai-demo');
  const cards = page.getByRole('group', { name: 'AI features' }).getByRole('button');
  await expect(cards).toHaveCount(4);
  const affirmations = cards.filter({ hasText: 'AI Affirmation Generator' });
  await expect(affirmations).toHaveAttribute('aria-pressed', 'true');
  await expect(affirmations).toContainText('Active');
  await expect(region(page, 'AI Affirmation Generator')).toBeVisible();

  await cards.filter({ hasText: 'Progress Insights' }).click();
  await expect(cards.filter({ hasText: 'Progress Insights' })).toContainText('Active');
  await expect(region(page, 'AI Affirmation Generator')).toHaveCount(0);
  await expect(region(page, 'Progress Insights')).toContainText('Start Your Journey');
  await expect(page.getByText('context-aware')).toBeVisible();
});

test('generate affirmations and copy one, then all', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughApi(page);
  await page.goto('/ai-demo');
  const panel = region(page, 'AI Affirmation Generator');
  await expect(panel.getByRole('combobox', { name: 'Category' })).toHaveText('Abundance');
  await panel.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Gratitude' }).click();
  await panel.getByRole('button', { name: 'Generate Affirmations' }).click();
  await expectToast(page, 'Affirmations Generated!', '7 new affirmations are ready.');

  const items = panel.getByRole('list', { name: 'Generated affirmations' }).getByRole('listitem');
  await expect(items).toHaveCount(7);
  const first = (await items.first().locator('span').textContent()) ?? '';
  await items
    .first()
    .getByRole('button', { name: `Copy: ${first}` })
    .click();
  await expectToast(page, 'Copied!', 'The affirmation is on your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await panel.getByRole('button', { name: 'Copy All' }).click();
  await expectToast(page, 'All Copied!', 'Every affirmation is on your clipboard.');
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toHaveLength(7);
  await expect(panel).toContainText('Offline guide');
});

test('write a meditation on /meditations, hear it, download it and write it again', async ({
  page,
}) => {
  await installSpeechRecorder(page);
  await signUpThroughApi(page);
  await page.goto('/meditations');
  const panel = region(page, 'AI Meditation Scripts');
  const create = panel.getByRole('button', { name: 'Create Meditation' });
  await expect(create).toBeDisabled();
  await panel.getByLabel('Topic').fill('Inner Peace');
  await expect(create).toBeDisabled();
  await panel.getByLabel('Personal intent').fill('sleep well before my exam');
  await panel.getByText('15 min').click();
  await create.click();
  await expectToast(page, 'Meditation Created!', 'Your personal meditation script is ready.');

  const script = panel.getByLabel('Your meditation script');
  await expect(script).toContainText('Inner Peace: a 15-minute guided meditation');
  await expect(script).toContainText('sleep well before my exam');

  await panel.getByRole('button', { name: 'Play with Voice' }).click();
  await expect
    .poll(async () => (await spokenUtterances(page)).at(-1)?.text ?? '')
    .toContain('Inner Peace: a 15-minute guided meditation');
  expect((await spokenUtterances(page)).at(-1)?.text).not.toContain('[Pause');

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('inner-peace-meditation.txt');
  expect(await readFile(await file.path(), 'utf8')).toContain('sleep well before my exam');

  await panel.getByLabel('Topic').fill('Deep Focus');
  await panel.getByRole('button', { name: 'Regenerate' }).click();
  await expect(script).toContainText('Deep Focus: a 15-minute guided meditation');
  await expect(script).not.toContainText('Inner Peace');
});

test('progress insights read the real figures once there are some', async ({ page }) => {
  const api = await signUpWithProgressApi(page);
  await api.sayAffirmation(3);
  await page.goto('/ai-demo');
  await page
    .getByRole('group', { name: 'AI features' })
    .getByRole('button')
    .filter({ hasText: 'Progress Insights' })
    .click();
  const panel = region(page, 'Progress Insights');
  await panel.getByRole('button', { name: 'Analyze My Progress' }).click();
  await expectToast(page, 'Insights Generated!', 'Here is what your progress shows.');
  await expect(panel).toContainText(
    'Your strongest practice is affirmations, with 1 affirmation said.',
  );
});

test('the affirmations page offers the generator', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/affirmations');
  const panel = region(page, 'AI Affirmation Generator');
  await panel.getByRole('button', { name: 'Generate Affirmations' }).click();
  await expect(
    panel.getByRole('list', { name: 'Generated affirmations' }).getByRole('listitem'),
  ).toHaveCount(7);
});

test('the AI features page has no serious accessibility violation', async ({ page }) => {
  await signUpThroughApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/ai-demo');
    const panel = region(page, 'AI Affirmation Generator');
    await panel.getByRole('button', { name: 'Generate Affirmations' }).click();
    await expect(panel.getByRole('list', { name: 'Generated affirmations' })).toBeVisible();
    // Its toast too (the Toaster is downloaded with the first toast): axe checks it settled.
    await expect(page.getByText('Affirmations Generated!', { exact: true })).toBeVisible();
  });
});
