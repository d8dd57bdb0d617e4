import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/api-session';

// Screenshots of /ai-demo, /goal-setting and the generator on /meditations, for a person to look at.
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/ai-pages-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-ai';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`AI pages ${scheme} ${size}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      await signUpThroughApi(page);

      await page.goto('/ai-demo');
      await page.getByRole('button', { name: 'Generate Affirmations' }).click();
      await expect(page.getByRole('list', { name: 'Generated affirmations' })).toBeVisible();
      await page.screenshot({ path: `${OUT}/ai-demo-${scheme}-${size}.png`, fullPage: true });

      await page.goto('/goal-setting');
      await page.getByRole('button', { name: 'Get Recommendations' }).click();
      await expect(page.getByRole('button', { name: /^Add as goal/ }).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/goal-setting-${scheme}-${size}.png`, fullPage: true });

      await page.goto('/meditations');
      await page.getByLabel('Topic').fill('Inner Peace');
      await page.getByLabel('Personal intent').fill('Sleep well before my exam');
      await page.getByRole('button', { name: 'Create Meditation' }).click();
      await expect(page.getByLabel('Your meditation script')).toBeVisible();
      await page
        .getByRole('region', { name: 'AI Meditation Scripts' })
        .screenshot({ path: `${OUT}/script-generator-${scheme}-${size}.png` });
    });
  }
}
