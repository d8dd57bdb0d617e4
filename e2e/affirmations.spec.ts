import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';
import { installSpeechRecorder, spokenUtterances } from './support/speech-recorder';

// Spec 001 section 2, "Daily Affirmations page", with progress that counts
// and Play my affirmations.
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const progressText = (page: Page, completed: number, total: number) =>
  page.getByText(`You've completed ${completed} out of ${total} affirmations today`);
const player = (page: Page) => page.getByRole('region', { name: 'Play my affirmations' });

const openAffirmations = async (page: Page) => {
  await page.goto('/affirmations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Affirmations');
  await expect(cards(page).first()).toBeVisible();
};

/** The words of the cards shown, in order. */
const shownTexts = (page: Page) => cards(page).getByRole('blockquote').allInnerTexts();

test('42 affirmations, the instruction, and the category filter', async ({ page }) => {
  await signUpWithProgressApi(page);
  await openAffirmations(page);

  await expect(page.getByText('Say each affirmation at least 3 times out loud')).toBeVisible();
  await expect(cards(page)).toHaveCount(42);
  await expect(cards(page).first().getByText('Say it 3 times')).toBeVisible();
  await expect(progressText(page, 0, 42)).toBeVisible();

  const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  await expect(filters).toHaveText([
    'All',
    'Wealth & Abundance',
    'Love & Relationships',
    'Health & Vitality',
    'Self-Worth & Confidence',
    'Purpose & Success',
    'Spiritual Alignment',
  ]);
  await page.getByRole('button', { name: 'Health & Vitality' }).click();
  await expect(page.getByRole('button', { name: 'Health & Vitality' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page)).toHaveCount(7);
  for (const card of await cards(page).all()) {
    await expect(card.getByText('Health & Vitality', { exact: true })).toBeVisible();
  }
  await expect(progressText(page, 0, 7)).toBeVisible();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(cards(page)).toHaveCount(42);
});

test('saying affirmations counts X up, pays points, and survives a reload', async ({ page }) => {
  await signUpWithProgressApi(page);
  await openAffirmations(page);
  const [first, second] = await shownTexts(page);

  const firstCard = page.getByRole('article', { name: first });
  await firstCard.getByRole('button', { name: 'I said it' }).click();
  await expectToast(
    page,
    'Affirmation Completed!',
    'You earned 10 manifestation points. Feel it as already true.',
  );
  await expect(firstCard.getByText('Said today')).toBeVisible();
  await expect(progressText(page, 1, 42)).toBeVisible();

  await page
    .getByRole('article', { name: second })
    .getByRole('button', { name: 'I said it' })
    .click();
  await expect(progressText(page, 2, 42)).toBeVisible();
  await expect(page.getByRole('button', { name: /20 points/ })).toBeVisible();

  await page.reload();
  await expect(progressText(page, 2, 42)).toBeVisible();
  await expect(page.getByRole('article', { name: first }).getByText('Said today')).toBeVisible();
  await expect(
    page.getByRole('article', { name: first }).getByRole('button', { name: 'I said it' }),
  ).toHaveCount(0);
});

test('Play my affirmations reads the chosen category aloud in order, with pause and stop', async ({
  page,
}) => {
  await page.clock.install();
  await installSpeechRecorder(page);
  await signUpWithProgressApi(page);
  await openAffirmations(page);
  await page.getByRole('button', { name: 'Love & Relationships' }).click();
  const love = await shownTexts(page);
  expect(love).toHaveLength(7);
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 1_000);

  // Each utterance of the stand-in lasts 50 ms; a 2 s pause to repeat it follows. The page
  // sets its next timer once it has shown the last step, so the clock moves step by step.
  const spokenCount = async () => (await spokenUtterances(page)).length;
  await player(page).getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(10);
  await expect(player(page)).toContainText(`Now playing 1 of 7: “${love[0]}”`);
  await expect.poll(spokenCount).toBe(1);
  for (const [index, text] of love.entries()) {
    if (index === 0) continue;
    await page.clock.runFor(60);
    await expect(player(page)).toContainText(`Now playing ${index + 1} of 7: “${text}”`);
    if (index === 2) {
      await player(page).getByRole('button', { name: 'Pause' }).click();
      await expect(player(page)).toContainText(`Paused 3 of 7: “${text}”`);
      await page.clock.runFor(10_000);
      expect(await spokenCount()).toBe(2);
      await player(page).getByRole('button', { name: 'Resume' }).click();
    }
    await page.clock.runFor(2_000);
    await expect.poll(spokenCount).toBe(index + 1);
  }
  await page.clock.runFor(60);
  await expect(player(page).getByRole('button', { name: 'Play' })).toBeVisible();
  const spoken = await spokenUtterances(page);
  expect(spoken.map((each) => each.text)).toEqual(love);
  expect(spoken.every((each) => each.rate === 0.85)).toBe(true);
  // The system's default English voice, not the novelty or French ones.
  expect(new Set(spoken.map((each) => each.voiceName))).toEqual(new Set(['Samantha (en-US)']));

  await player(page).getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(10);
  await expect.poll(spokenCount).toBe(8);
  await player(page).getByRole('button', { name: 'Stop' }).click();
  await expect(player(page).getByRole('button', { name: 'Play' })).toBeVisible();
  await page.clock.runFor(5_000);
  expect((await spokenUtterances(page)).map((each) => each.text)).toEqual([...love, love[0]]);
  await expect(player(page).getByRole('button', { name: 'Play' })).toBeVisible();
});

test('the affirmations page has no serious accessibility violation', async ({ page }) => {
  await signUpWithProgressApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await openAffirmations(page);
    await expect(progressText(page, 0, 42)).toBeVisible();
  });
});
