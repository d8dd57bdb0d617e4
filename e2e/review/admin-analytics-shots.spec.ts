import { expect, test } from '@playwright/test';
import { adminSession } from '../support/admin-session';
import { storeSessionInBrowser } from '../support/api-session';

// Screenshots of the admin dashboard, for a person to look at.
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/admin-analytics-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-admin';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`admin dashboard ${scheme} ${size}`, async ({ page }) => {
      const admin = await adminSession(page);
      await storeSessionInBrowser(page, admin.token, admin.user);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      await page.goto('/admin-analytics');
      await expect(page.getByRole('img', { name: /Revenue per day/ })).toBeVisible();
      await page.screenshot({ path: `${OUT}/admin-${scheme}-${size}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Performance' }).click();
      await expect(page.getByRole('heading', { name: 'Web Vitals (p75)' })).toBeVisible();
      await page.screenshot({ path: `${OUT}/performance-${scheme}-${size}.png`, fullPage: true });
    });
  }
}
