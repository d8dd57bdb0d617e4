import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { SHELL_URL } from './ports';
import { signUpThroughApi } from './support/api-session';

/**
 * The shell's first load matters. This measures the shell's own JavaScript (not the
 * remotes') a signed-in page fetches, gzipped. On /dashboard the figure also counts the
 * shared modules the dashboard remote takes from the shell, so it moves with that remote;
 * the budget holds on a page of the shell alone (Page Not Found, signed in).
 */
const SHELL_ALONE_BUDGET_GZIP_BYTES = 290 * 1024;

async function shellScriptsFetched(page: Page, path: string) {
  const scripts = new Map<string, Promise<Buffer>>();
  const onResponse = (response: { url: () => string; body: () => Promise<Buffer> }) => {
    const url = new URL(response.url());
    if (url.origin === SHELL_URL && url.pathname.endsWith('.js')) {
      scripts.set(url.pathname, response.body());
    }
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);

  const files = await Promise.all(
    [...scripts].map(async ([file, body]) => {
      const bytes = await body;
      return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
    }),
  );
  const total = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  const report = `${path}: ${files.length} files, ${total} bytes gzipped`;
  test.info().annotations.push({ type: 'shell first load', description: report });
  console.log(report);
  for (const { file, bytes, gzipBytes } of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${file.padEnd(28)} ${String(bytes).padStart(8)} ${String(gzipBytes).padStart(7)}`,
    );
  }
  return total;
}

test("the shell's JavaScript on a signed-in first load stays within its budget", async ({
  browser,
}) => {
  for (const [path, isBudgeted] of [
    ['/dashboard', false],
    ['/no-such-page', true],
  ] as const) {
    // A fresh browser each time: nothing cached from the other page.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpThroughApi(page);
    const total = await shellScriptsFetched(page, path);
    if (isBudgeted) expect(total).toBeLessThan(SHELL_ALONE_BUDGET_GZIP_BYTES);
    await context.close();
  }
});
