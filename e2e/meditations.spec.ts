import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleEverywhere, expectNoSeriousViolations } from './support/accessibility';
import { expectToast } from './support/pages';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from './support/progress-api';
import { installSpeechRecorder, spokenUtterances } from './support/speech-recorder';

// Spec 001 sections 2, 4, 5, 8 and 9: the Guided Meditations page, its voice
// narrator, and a real session view.
test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const stat = (page: Page, label: string): Locator =>
  page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
const narrator = (page: Page) => page.getByRole('region', { name: 'Voice Narrator' });

const openMeditations = async (page: Page) => {
  await page.goto('/meditations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guided Meditations');
  await expect(cards(page).first()).toBeVisible();
};

/** Time moves only when the test says so (voices, the narration delay, the countdown). */
const freezeClock = async (page: Page) => {
  await page.clock.install();
  await installSpeechRecorder(page);
};

test('the narrator offers English voices only and Test Voice speaks slowly', async ({ page }) => {
  await installSpeechRecorder(page);
  await signUpWithProgressApi(page);
  await openMeditations(page);

  await expect(narrator(page)).toContainText('Voice narrator ready · 2 voices available');
  await narrator(page).getByRole('combobox', { name: 'Voice' }).click();
  await expect(page.getByRole('option')).toHaveText(['Samantha (en-US)', 'Daniel (en-GB)']);
  await page.getByRole('option', { name: 'Daniel (en-GB)' }).click();
  await narrator(page).getByRole('button', { name: 'Test Voice' }).click();

  await expect
    .poll(async () => (await spokenUtterances(page)).at(-1))
    .toMatchObject({
      rate: 0.5,
      voiceName: 'Daniel (en-GB)',
    });
});

test('the figures, the category filter and the empty state', async ({ page }) => {
  await signUpWithProgressApi(page);
  await openMeditations(page);
  const available = await cards(page).count();
  expect(available).toBeGreaterThanOrEqual(8);
  await expect(stat(page, 'Sessions Completed')).toContainText('0');
  await expect(stat(page, 'Total Minutes')).toContainText('0');
  await expect(stat(page, 'Available Meditations')).toContainText(String(available));

  const filter = page.getByRole('group', { name: 'Filter by category' });
  await expect(filter.getByRole('button').first()).toHaveText('All Categories');
  await filter.getByRole('button', { name: 'Sleep' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Sleep Manifestation')).toBeVisible();
  await filter.getByRole('button', { name: 'All Categories' }).click();
  await expect(cards(page)).toHaveCount(available);

  await page.route('**/api/meditations/list', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No meditations found' })).toBeVisible();
});

test('Play with Voice narrates the script from the CMS, and Stop Voice stops it', async ({
  page,
}) => {
  await freezeClock(page);
  await signUpWithProgressApi(page);
  await openMeditations(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  await expect(narrator(page)).toContainText('2 voices available');

  const abundance = card(page, 'Abundance Flow');
  await abundance.getByRole('button', { name: 'Play with Voice' }).click();
  await page.clock.runFor(100);
  await expect(abundance.getByRole('button', { name: 'Stop Voice' })).toBeVisible();
  const [spoken] = await spokenUtterances(page);
  expect(spoken).toMatchObject({ rate: 0.85, pitch: 0.92, volume: 0.95 });
  expect(spoken?.text).toMatch(/^Welcome to Abundance Flow\.\.\./);

  await abundance.getByRole('button', { name: 'Stop Voice' }).click();
  await expect(abundance.getByRole('button', { name: 'Play with Voice' })).toBeVisible();
});

test('Begin Session counts the session and runs its countdown with pause to the end', async ({
  page,
}) => {
  await freezeClock(page);
  await signUpWithProgressApi(page);
  await openMeditations(page);
  await page.clock.pauseAt(Date.now() + 1_000);

  await card(page, 'Morning Energy').getByRole('button', { name: 'Begin Session' }).click();
  await expectToast(page, 'Meditation Started', 'Find a comfortable position and follow along.');
  const session = page.getByRole('dialog', { name: 'Morning Energy' });
  await expect(session.getByRole('timer')).toHaveText('07:00');
  await page.clock.runFor(100);
  await expect
    .poll(async () => (await spokenUtterances(page)).at(-1)?.text)
    .toMatch(/Morning Energy|energy/i);

  await page.clock.runFor(60_000);
  await expect(session.getByRole('timer')).toHaveText('06:00');
  await session.getByRole('button', { name: 'Pause' }).click();
  await expect(session.getByText('Paused')).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(session.getByRole('timer')).toHaveText('06:00');
  await session.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(360_000);
  await expect(session.getByText('Meditation Complete')).toBeVisible();
  await page.clock.resume();
  await session.getByRole('button', { name: 'Close' }).first().click();
  await expect(session).toBeHidden();
  // The first session's badge is celebrated once the session is over, not during it.
  const celebration = page.getByRole('dialog');
  await expect(celebration.getByRole('heading', { name: 'Inner Peace Seeker' })).toBeVisible();
  await celebration.getByRole('button', { name: 'Continue' }).click();
  // Counted when it began (spec 001 section 7), in whole minutes.
  await expect(stat(page, 'Sessions Completed')).toContainText('1');
  await expect(stat(page, 'Total Minutes')).toContainText('7');
});

test('the meditations page and the session view have no serious accessibility violation', async ({
  page,
}) => {
  await installSpeechRecorder(page);
  await signUpWithProgressApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await openMeditations(page);
    await expect(narrator(page)).toContainText('voices available');
  });
  await card(page, 'Abundance Flow').getByRole('button', { name: 'Begin Session' }).click();
  await expect(page.getByRole('dialog', { name: 'Abundance Flow' })).toBeVisible();
  await page.waitForTimeout(200);
  await expectNoSeriousViolations(page, 'the session view');
});
