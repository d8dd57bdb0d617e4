// Renders the app icons (shell/public/icons/*.png) from their SVG sources in Chromium,
// so the PNGs phones need stay in step with the drawing. Run after editing an SVG:
// `node scripts/render-icons.mjs`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './lib/lighthouse.mjs';
import { ROOT } from './lib/run.mjs';

const ICONS = join(ROOT, 'shell/public/icons');
const RENDERS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'maskable.svg', file: 'maskable-512.png', size: 512 },
  { source: 'maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: CHROME_PATH });
try {
  for (const { source, file, size } of RENDERS) {
    const svg = await readFile(join(ICONS, source), 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: join(ICONS, file), omitBackground: true });
    await page.close();
    console.log(`${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
