import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/api-session';

// Screenshots of contact, legal, password reset, cancel link and settings, for a person to look at.
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/account-pages-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-account';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`account pages ${scheme} ${size}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      const shot = (name: string) =>
        page.screenshot({ path: `${OUT}/${name}-${scheme}-${size}.png`, fullPage: true });

      await page.goto('/contact');
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
      await shot('contact');
      await page.goto('/terms-of-service');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await shot('terms');
      await page.goto('/forgot-password');
      await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
      await shot('forgot');
      await page.goto('/cancel-trial?token=x');
      await expect(page.getByRole('button', { name: 'Cancel My Subscription' })).toBeVisible();
      await shot('cancel-link');

      await signUpThroughApi(page);
      await page.goto('/settings');
      await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
      await shot('settings');
    });
  }
}
