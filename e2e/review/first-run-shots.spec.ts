import { expect, test } from '@playwright/test';
import { storeSessionInBrowser } from '../support/api-session';
import { LONG_TITLES, seedBusyPerson } from '../support/busy-person';

// Screenshots of the first run's four steps and the settings' "Your plan", for a person to look at.
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/first-run-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-first-run';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`first run and plan settings ${scheme} ${size}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      const shot = (name: string) =>
        page.screenshot({ path: `${OUT}/${name}-${scheme}-${size}.png`, fullPage: true });

      const { user, token } = await seedBusyPerson(page.request);
      await storeSessionInBrowser(page, token, user);
      await page.goto('/welcome');
      const areas = page.getByRole('group', { name: 'What would you like to grow?' });
      await expect(areas).toBeVisible();
      await shot('first-run-1-empty');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Choose at least one area')).toBeVisible();
      await areas.getByRole('button', { name: 'Self-Worth & Confidence' }).click();
      await areas.getByRole('button', { name: 'Purpose & Success' }).click();
      await shot('first-run-1-areas');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Evening/ }).check();
      await page.mouse.move(0, 0);
      await shot('first-run-2-time');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('When should we remind you?')).toHaveValue('20:00');
      await shot('first-run-3-reminder');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel("What's your main goal?").fill(LONG_TITLES[0]);
      await shot('first-run-4-goal');
      await page.getByRole('button', { name: 'Create my plan' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto('/settings');
      const form = page.getByRole('form', { name: 'Your plan' });
      await expect(form.getByLabel('Main goal')).toHaveValue(LONG_TITLES[0]);
      await page.getByRole('heading', { name: 'Your plan' }).scrollIntoViewIfNeeded();
      await shot('settings-plan');
      await page
        .getByRole('heading', { name: 'Your plan' })
        .locator('xpath=ancestor::*[@data-slot="card"][1]')
        .screenshot({ path: `${OUT}/settings-plan-card-${scheme}-${size}.png` });
    });
  }
}
