import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';

// Spec 001 section 2, "AI chat page (Aurora AI)": the embedded chat beside the
// capabilities, the Popular Questions that send themselves, and Daily Wisdom.

const embeddedChat = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Aurora chat', exact: true });

test.beforeEach(async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/ai-assistant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora AI');
});

test('a Popular Question is sent to the embedded chat and answered', async ({ page }) => {
  const questions = page.getByRole('region', { name: 'Popular Questions' });
  await expect(
    questions.getByRole('button', {
      name: /^(How to manifest money fast|What does 1111 mean|Teach me the 369 method|How to attract my soulmate|Morning manifestation routine|Clear limiting beliefs)$/,
    }),
  ).toHaveCount(6);
  // Aurora is on the page itself: no floating Aurora here, RealityShift still floats.
  await expect(page.getByRole('button', { name: 'Open Aurora chat' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open RealityShift chat' })).toBeVisible();
  // Embedded: no collapse or close.
  await expect(embeddedChat(page).getByRole('button', { name: /Close|Collapse/ })).toHaveCount(0);

  await questions.getByRole('button', { name: 'Teach me the 369 method' }).click();
  const log = embeddedChat(page).getByRole('log', { name: 'Conversation with Aurora' });
  await expect(log).toContainText('Teach me the 369 method');
  await expect(log).toContainText('Offline guide');
  // The reply (one of the guide's 369 practices) is the last of Aurora's messages.
  await expect(log.locator('.bg-muted').last()).toContainText('369');
  await expect(page.getByRole('heading', { name: 'Daily Wisdom' })).toBeVisible();
  await expect(page.getByText('Angel numbers')).toBeVisible();
});

test('on a phone the floating RealityShift button leaves the chat’s first suggestion free', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chip = embeddedChat(page)
    .getByRole('list', { name: 'Quick topics' })
    .getByRole('button', { name: 'Daily Story', exact: true });
  await expect(chip).toBeVisible();
  const launcher = await page.getByRole('button', { name: 'Open RealityShift chat' }).boundingBox();
  const first = await chip.boundingBox();
  expect(launcher && first).toBeTruthy();
  if (!launcher || !first) return;
  const overlaps =
    launcher.x < first.x + first.width &&
    first.x < launcher.x + launcher.width &&
    launcher.y < first.y + first.height &&
    first.y < launcher.y + launcher.height;
  expect(overlaps).toBe(false);
  // The free corner on this page is Aurora's: RealityShift takes it.
  expect(launcher.x).toBeGreaterThan(390 / 2);
});

test('the AI assistant page has no serious accessibility violation', async ({ page }) => {
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/ai-assistant');
    await expect(page.getByRole('heading', { name: 'Popular Questions' })).toBeVisible();
  });
});
