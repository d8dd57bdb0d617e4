import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

export type TScriptDownload = { url: URL; gzipBytes: number };

/**
 * Every script a first visit of `path` downloads until the page has settled (no
 * loading overlay, the network idle), with its gzipped size. The page's context
 * should be fresh, so nothing comes from the cache.
 */
export async function scriptsDownloadedFor(page: Page, path: string): Promise<TScriptDownload[]> {
  const downloads: Array<Promise<TScriptDownload>> = [];
  const onResponse = (response: { url: () => string; body: () => Promise<Buffer> }) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') && !url.pathname.startsWith('/js/')) return;
    downloads.push(response.body().then((body) => ({ url, gzipBytes: gzipSync(body).length })));
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(downloads);
}

export const totalKb = (downloads: TScriptDownload[]) =>
  downloads.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) / 1024;

/** Files and gzipped kilobytes per origin, largest first, for a printed report. */
export function describeByOrigin(path: string, downloads: TScriptDownload[]): string {
  const byOrigin = new Map<string, { files: number; kb: number }>();
  for (const { url, gzipBytes } of downloads) {
    const entry = byOrigin.get(url.origin) ?? { files: 0, kb: 0 };
    byOrigin.set(url.origin, { files: entry.files + 1, kb: entry.kb + gzipBytes / 1024 });
  }
  const lines = [...byOrigin]
    .sort(([, a], [, b]) => b.kb - a.kb)
    .map(
      ([origin, { files, kb }]) =>
        `  ${origin.padEnd(26)} ${String(files).padStart(3)} files ${kb.toFixed(1).padStart(7)} KB`,
    );
  const total = `${path}: ${downloads.length} files, ${totalKb(downloads).toFixed(1)} KB gzipped`;
  return [total, ...lines].join('\n');
}
