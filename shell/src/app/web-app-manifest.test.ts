import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web app manifest that lets a phone install the product: what browsers ask of it
// before they offer to install (a name, standalone display, a start URL, 192 and 512
// pixel icons), and icons that exist at the sizes it claims.
const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${PUBLIC_DIR}manifest.webmanifest`, 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** Width and height from a PNG's header (the IHDR chunk comes first). */
const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

describe('the web app manifest', () => {
  it('names the app and opens it standalone at /', () => {
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Manifest'),
      short_name: 'Manifest',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
  });

  it('has 192 and 512 pixel icons and a maskable one', () => {
    const png = manifest.icons.filter(({ type }) => type === 'image/png');
    expect(png.filter(({ purpose }) => purpose === 'any').map(({ sizes }) => sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    expect(png.some(({ purpose }) => purpose === 'maskable')).toBe(true);
  });

  it.each(manifest.icons)('$src exists at the size it claims', ({ src, sizes, type }) => {
    const file = `${PUBLIC_DIR}${src.slice(1)}`;
    expect(existsSync(file)).toBe(true);
    if (type === 'image/png') expect(pngSize(file)).toBe(sizes);
  });

  it('is linked from the page with the icons and theme colour', () => {
    const html = readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });
});
