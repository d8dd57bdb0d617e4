import { test } from '@playwright/test';
import { signUpThroughApi } from '../support/api-session';
import { describeByOrigin, scriptsDownloadedFor } from '../support/javascript-downloads';

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
    console.log(describeByOrigin(path, await scriptsDownloadedFor(page, path)));
    await context.close();
  });
}
