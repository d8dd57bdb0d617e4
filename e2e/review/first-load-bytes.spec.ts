import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/api-session';

// A figure for a person, not a test: the gzipped JavaScript a signed-in first load
// downloads, per origin (the shell with the federation runtime and shared modules, and
// each remote), with a cold cache. `E2E_REVIEW=1 npx playwright test -c
// e2e/playwright.config.ts review/first-load-bytes`.
/** Signed-out pages: measured without a session. */
const PUBLIC_PATHS = new Set(['/blog', '/pricing']);
const PATHS = [
  '/blog',
  '/pricing',
  '/admin-analytics',
  '/dashboard',
  '/track-record',
  '/daily-tasks',
  '/vision-board',
  '/challenges',
  '/meditations',
  '/affirmations',
  '/goal-setting',
  '/ai-demo',
  '/ai-assistant',
];

for (const path of PATHS) {
  test(`JavaScript downloaded for ${path}`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (!PUBLIC_PATHS.has(path)) await signUpThroughApi(page);
    const bodies: Array<Promise<{ origin: string; gzip: number }>> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      bodies.push(
        response.body().then((body) => ({ origin: url.origin, gzip: gzipSync(body).length })),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(bodies);
    const byOrigin = new Map<string, { files: number; gzip: number }>();
    for (const { origin, gzip } of files) {
      const entry = byOrigin.get(origin) ?? { files: 0, gzip: 0 };
      byOrigin.set(origin, { files: entry.files + 1, gzip: entry.gzip + gzip });
    }
    const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(`${path}: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
    for (const [origin, { files: count, gzip }] of byOrigin) {
      console.log(
        `  ${origin.padEnd(26)} ${String(count).padStart(3)} files ${(gzip / 1024).toFixed(1).padStart(7)} KB`,
      );
    }
    await context.close();
  });
}
