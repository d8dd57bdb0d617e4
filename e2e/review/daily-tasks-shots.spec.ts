import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { PROGRESS_TIME_ZONE, signUpWithProgressApi } from '../support/progress-api';

// Screenshots of /daily-tasks for a person to look at, not a test:
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/daily-tasks-shots.spec.ts`.
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-daily-tasks';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

test.use({ timezoneId: PROGRESS_TIME_ZONE, locale: 'en-US' });

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Morning' })).toBeVisible();
  await page.waitForTimeout(500);
};

test('daily tasks screenshots', async ({ page }) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpWithProgressApi(page);
  await page.goto('/daily-tasks');
  await settle(page);
  await page.getByRole('article', { name: 'Morning gratitude list' }).click();
  await expect(page.getByTestId('toast-title')).toHaveText('Task Completed!');
  await page.getByRole('button', { name: 'Add Custom Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Custom Task' });
  await dialog.getByLabel('Title').fill('Evening gratitude walk');
  await dialog.getByLabel('Points').fill('40');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog).toBeHidden();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, size] of SIZES) {
      const tag = `${name}-${scheme}`;
      await page.setViewportSize(size);
      await page.goto('/daily-tasks');
      await settle(page);
      await page.screenshot({ path: `${OUT}/page-${tag}.png` });
      await page.screenshot({ path: `${OUT}/page-full-${tag}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Add Custom Task' }).click();
      await dialog.getByLabel('Points').fill('50');
      await dialog.getByRole('button', { name: 'Add Task' }).click();
      await expect(dialog.getByText('Title is required')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/dialog-${tag}.png` });
      await page.keyboard.press('Escape');
    }
  }

  // Loading and the empty state, at phone width.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/daily-tasks', async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  await page.goto('/daily-tasks');
  await expect(page.getByText('Loading your daily tasks...')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/loading-390-light.png` });
  release();
  await expect(page.getByRole('heading', { name: 'No Tasks Yet' })).toBeVisible();
  await page.screenshot({ path: `${OUT}/empty-390-light.png` });
});

// A figure for the report: the gzipped JavaScript the practice remote serves for this
// page (its chunks only, cold cache), with the Add Custom Task dialog opened.
test('daily tasks remote JavaScript', async ({ page }) => {
  await signUpWithProgressApi(page);
  const bodies: Array<Promise<{ file: string; gzip: number }>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port !== String(E2E_PORTS.practice) || !url.pathname.endsWith('.js')) return;
    bodies.push(
      response.body().then((body) => ({ file: url.pathname, gzip: gzipSync(body).length })),
    );
  });
  const report = async (label: string) => {
    const files = await Promise.all(bodies.splice(0));
    const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(`${label}: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
    for (const { file, gzip } of files)
      console.log(`  ${file.padEnd(48)} ${(gzip / 1024).toFixed(1)} KB`);
  };
  await page.goto('/daily-tasks');
  await settle(page);
  await report('practice remote, /daily-tasks first load');
  await page.getByRole('button', { name: 'Add Custom Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Custom Task' });
  await expect(dialog.getByLabel('Title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await report('practice remote, opening Add Custom Task');
});
