import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/api-session';

// Screenshots of the chat panels and /ai-assistant for a person to look at.
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/ai-chat-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-ai';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`chat ${scheme} ${size}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      await signUpThroughApi(page);
      await page.goto('/dashboard');
      await page.screenshot({ path: `${OUT}/launchers-${scheme}-${size}.png` });
      await page.getByRole('button', { name: 'Open Aurora chat' }).click();
      const field = page.getByRole('textbox', { name: 'Message Aurora' });
      await field.fill('How do I attract more money?');
      await field.press('Enter');
      await expect(field).toBeEnabled();
      await expect(page.getByText('Offline guide').first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/aurora-${scheme}-${size}.png` });

      await page.goto('/ai-assistant');
      await page
        .getByRole('region', { name: 'Popular Questions' })
        .getByRole('button', { name: 'What does 1111 mean' })
        .click();
      await expect(page.getByRole('main').getByText('Offline guide').first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/assistant-${scheme}-${size}.png`, fullPage: true });
    });
  }
}
