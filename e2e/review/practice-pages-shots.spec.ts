import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from '../support/progress-api';

// Screenshots of the practice pages for a person to look at, and the gzipped
// JavaScript each page takes from the practice remote (its chunks only, cold cache).
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/practice-pages-shots.spec.ts`
// (one page: add `-g /affirmations`).
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-practice';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;
const PAGES = [
  { path: '/daily-tasks', heading: 'Daily Manifestation Tasks' },
  { path: '/affirmations', heading: 'Daily Affirmations' },
  { path: '/meditations', heading: 'Guided Meditations' },
  { path: '/challenges', heading: 'Transformation Challenges' },
  { path: '/vision-board', heading: 'Vision Board' },
] as const;

test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const settle = async (page: Page, heading: string) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
};

for (const { path, heading } of PAGES) {
  test(`${path} screenshots and remote JavaScript`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpWithProgressApi(page);

    const bodies: Array<Promise<number>> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port !== String(E2E_PORTS.practice) || !url.pathname.endsWith('.js')) return;
      bodies.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(path);
    await settle(page, heading);
    const sizes = await Promise.all(bodies.splice(0));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(
      `${path}: practice remote ${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzipped`,
    );

    const name = path.slice(1);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [width, size] of SIZES) {
        await page.setViewportSize(size);
        await page.goto(path);
        await settle(page, heading);
        await page.screenshot({ path: `${OUT}/${name}-${width}-${scheme}.png`, fullPage: true });
      }
    }
  });
}
