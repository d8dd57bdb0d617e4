import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/api-session';
import { signUpWithCardThroughApi } from '../support/card-field';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from '../support/progress-api';
import { firstBlogSlug } from '../support/route-visits';
import { daysFromNow, setTrialThroughApi } from '../support/trial-setup';

// Screenshots of the pages issue 36's small items touched, for a person to look at.
// `E2E_REVIEW=1 SCREENSHOTS_DIR=… npx playwright test -c e2e/playwright.config.ts review/finishing-touches-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-finishing';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

test.use({ timezoneId: PROGRESS_TIME_ZONE });

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`finishing touches ${scheme} ${size}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${OUT}/${name}-${scheme}-${size}.png`, fullPage });

      // A visitor: landing, pricing, blog, a post, Page Not Found.
      const slug = await firstBlogSlug(page);
      for (const [name, path] of [
        ['landing', '/'],
        ['pricing', '/pricing'],
        ['blog', '/blog'],
        ['blog-post', `/blog/${slug}`],
        ['not-found', '/no-such-page'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('#prerender')).toHaveCount(0);
        await shot(name, name !== 'landing');
      }

      // A new person, then one with a day of practice.
      const api = await signUpWithProgressApi(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await shot('dashboard-new');
      await api.completeChallenge(1);
      await api.completeFirstTask();
      await api.startFirstMeditation();
      await api.sayAffirmation(3);
      const goal = await api.createGoal('Run a half marathon by June');
      await api.awardBadges();
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await shot('dashboard-back');
      await page.goto('/track-record');
      await expect(page.getByRole('heading', { level: 4 }).first()).toBeVisible();
      await shot('track-record');
      await page.getByTestId('points-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(500);
      await shot('points-history', false);
      await page.keyboard.press('Escape');

      // The goal edit's toast.
      await page.goto('/vision-board');
      await page
        .getByRole('article', { name: goal.title })
        .getByRole('button', { name: 'Edit' })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByTestId('toast-title')).toHaveText('Goal Saved Successfully!');
      await shot('vision-board-goal-saved', false);

      // The ended trial's payment page, and the header after paying.
      const { user } = await signUpThroughApi(page);
      await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
      await page.goto('/payment-required');
      await expect(page.getByLabel('Card number')).toBeVisible();
      await shot('payment-required');
      await page.setViewportSize({ width: viewport.width, height: 2000 });
      await shot('payment-required-tall', false);
      await page.setViewportSize(viewport);

      await signUpWithCardThroughApi(page);
      await page.goto('/cancel-subscription');
      await expect(page.getByRole('link', { name: 'Keep my subscription' })).toBeVisible();
      await shot('cancel-subscription');
    });
  }
}
