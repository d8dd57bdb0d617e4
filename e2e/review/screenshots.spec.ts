import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from '../support/api-session';
import { signUpWithProgressApi } from '../support/progress-api';
import { daysFromNow, setTrialThroughApi } from '../support/trial-setup';

// Screenshots for a person to look at, not a test: `E2E_REVIEW=1 npx playwright test
// -c e2e/playwright.config.ts review/` writes them to SCREENSHOTS_DIR.
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-shell';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await page.waitForTimeout(700);
};

test('screenshots', async ({ page }) => {
  test.setTimeout(600_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const api = await signUpWithProgressApi(page);
  await api.completeFirstTask();
  for (const id of [1, 2, 3, 4, 5]) await api.sayAffirmation(id);
  await api.createGoal('Run a half marathon');
  let celebrated = false;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, size] of SIZES) {
      const tag = `${name}-${scheme}`;
      await page.setViewportSize(size);
      await page.goto('/dashboard');
      await settle(page);
      const celebration = page.getByTestId('celebration-dialog');
      if (!celebrated) {
        await expect(celebration).toBeVisible();
        await page.screenshot({ path: `${OUT}/celebration-${tag}.png` });
        await celebration.getByRole('button', { name: 'Next' }).click();
        await page.screenshot({ path: `${OUT}/celebration-2-${tag}.png` });
        await celebration.getByRole('button', { name: 'Continue' }).click();
        celebrated = true;
        await page.waitForTimeout(500);
      }
      await page.screenshot({ path: `${OUT}/dashboard-blue-banner-${tag}.png` });
      await page.goto('/daily-tasks');
      await settle(page);
      await page.screenshot({ path: `${OUT}/daily-tasks-chrome-${tag}.png` });
      await page.getByTestId('points-button').click();
      await expect(page.getByTestId('recent-points')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}/achievement-dialog-${tag}.png` });
      await page
        .getByRole('heading', { name: 'Point milestones' })
        .evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUT}/achievement-dialog-badges-${tag}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.screenshot({ path: `${OUT}/account-menu-${tag}.png` });
      await page.keyboard.press('Escape');
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto('/daily-tasks');
  await settle(page);
  await page.screenshot({ path: `${OUT}/tablet-700-light.png` });
  await page.getByRole('button', { name: 'More pages' }).click();
  await page.screenshot({ path: `${OUT}/tablet-700-more-menu-light.png` });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1536, height: 860 });
  await page.goto('/daily-tasks');
  await settle(page);
  await page.screenshot({ path: `${OUT}/xl-1536-light.png` });

  // A new account: the empty point history.
  await signUpThroughApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/daily-tasks');
  await settle(page);
  await page.getByTestId('points-button').click();
  await page.getByText('Start completing activities').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/achievement-dialog-empty-390-light.png` });

  // The red banner.
  const { user } = await signUpThroughApi(page);
  await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/payment-required');
      await settle(page);
      await page.screenshot({ path: `${OUT}/red-banner-${name}-${scheme}.png` });
    }
  }
});

test('screenshots of the dashboard and the track record', async ({ page }) => {
  test.setTimeout(600_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const api = await signUpWithProgressApi(page);
  await api.completeFirstTask();
  await api.completeChallenge(1);
  await api.startFirstMeditation();
  const goal = await api.createGoal('Run a half marathon');
  await api.completeGoal(goal.id);
  await api.addVisionItem('A home by the sea');
  await api.awardBadges();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      for (const path of ['/dashboard', '/track-record']) {
        await page.goto(path);
        await settle(page);
        await page.screenshot({
          path: `${OUT}/${path.slice(1)}-${name}-${scheme}.png`,
          fullPage: true,
        });
      }
    }
  }
});
