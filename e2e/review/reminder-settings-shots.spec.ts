import { expect, test } from '@playwright/test';
import { storeSessionInBrowser } from '../support/api-session';
import { seedBusyPerson } from '../support/busy-person';

// Screenshots of the reminders panel of /settings for a busy person, for a person to look at.
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/reminder-settings-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots/reminders';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

test('reminders panel at 390 and 1280, light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  const { user, token } = await seedBusyPerson(page.request);
  await storeSessionInBrowser(page, token, user);
  const panel = page.getByRole('region', { name: 'Reminders' });
  for (const scheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of SIZES) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      await page.goto('/settings');
      await expect(panel.getByLabel('Practice reminder time')).toBeVisible();
      await panel.getByRole('switch', { name: 'Your goal' }).check();
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${OUT}/reminders-panel-${scheme}-${size}.png` });
      await page.screenshot({ path: `${OUT}/settings-${scheme}-${size}.png`, fullPage: true });
    }
  }
});
