import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/api-session';
import { signUpWithCardThroughApi } from '../support/card-field';
import { cancelThroughPage, payForLifetime } from '../support/payment-steps';
import { daysFromNow, setTrialThroughApi } from '../support/trial-setup';

// Screenshots of the landing page, the sign-up modal and the payment pages, for a person to look at.
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/payment-pages-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-pay';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`payment pages ${scheme} ${size}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${OUT}/landing-${scheme}-${size}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Get Started Now' }).click();
      await expect(page.getByLabel('Card number')).toBeVisible();
      await page.screenshot({ path: `${OUT}/modal-${scheme}-${size}.png` });

      await page.goto('/signup-premium');
      await page.getByLabel('First Name').fill('Ava');
      await page.getByLabel('Last Name').fill('Lindqvist');
      await page.getByLabel('Email Address').fill('ava@example.com');
      await page.getByLabel('Create Password').fill('quiet-river-42');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByLabel('Card number')).toBeVisible();
      await page.screenshot({ path: `${OUT}/premium-${scheme}-${size}.png`, fullPage: true });

      const { user } = await signUpThroughApi(page);
      await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
      await page.goto('/payment-required');
      await expect(page.getByLabel('Card number')).toBeVisible();
      await page.screenshot({
        path: `${OUT}/payment-required-${scheme}-${size}.png`,
        fullPage: true,
      });

      await signUpWithCardThroughApi(page);
      await page.goto('/cancel-subscription');
      await expect(page.getByRole('checkbox', { name: 'Other' })).toBeVisible();
      await page.screenshot({ path: `${OUT}/cancel-${scheme}-${size}.png`, fullPage: true });

      // The entitlement states (issue 35): a card trial, its warning, cancelled, lifetime.
      await page.goto('/daily-tasks');
      await expect(page.getByRole('complementary', { name: 'Trial' })).toBeVisible();
      await page.screenshot({ path: `${OUT}/banner-card-trial-${scheme}-${size}.png` });
      await page.goto('/payment-required');
      await expect(page.getByRole('note')).toBeVisible();
      await page.screenshot({
        path: `${OUT}/payment-required-subscriber-${scheme}-${size}.png`,
        fullPage: true,
      });
      await cancelThroughPage(page);
      await page.goto('/daily-tasks');
      await expect(page.getByText('Trial cancelled')).toBeVisible();
      await page.screenshot({ path: `${OUT}/banner-cancelled-${scheme}-${size}.png` });
      await page.goto('/payment-required');
      await payForLifetime(page);
      await page.goto('/cancel-subscription');
      await expect(page.getByText('You have lifetime access')).toBeVisible();
      await page.screenshot({
        path: `${OUT}/cancel-lifetime-${scheme}-${size}.png`,
        fullPage: true,
      });
    });
  }
}
