import { expect, test } from '@playwright/test';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from '../support/progress-api';

// Screenshots of the offline strip and a task waiting to be sent, for a person to look at:
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/offline-shots.spec.ts`.
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-offline';

test.use({ serviceWorkers: 'allow', timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

test('offline screenshots', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpWithProgressApi(page);
  await page.goto('/daily-tasks');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByText('Loading your daily tasks...')).toBeHidden();
  await context.setOffline(true);
  await page
    .getByRole('button', { name: /^Complete / })
    .first()
    .click();
  await expect(page.getByText('Waiting to be sent').first()).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/offline-${width}-${scheme}.png` });
    }
  }
  await context.setOffline(false);
  await expect(page.getByTestId('toast-title')).toHaveText('Back online');
  await page.screenshot({ path: `${OUT}/back-online-844-dark.png` });
});
