import { SIGNED_IN_HINT_COOKIE } from '@manifest/api-client/session-storage';
import { expect, test } from '@playwright/test';
import { SHELL_URL } from './ports';

// Issue 36: the HTML the server sends carried only the title "Manifest" and no description,
// so crawlers and link previews (which run no script) saw none of the spec's titles.

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The head of the raw HTML the shell sends for a path, as a crawler reads it. */
async function headOf(path: string, cookie?: string) {
  const response = await fetch(`${SHELL_URL}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: string, name: string) =>
    [...head.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, 'g'))].map(
      (match) => decode(match[1] ?? ''),
    );
  return {
    titles: [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) =>
      decode(match[1] ?? ''),
    ),
    descriptions: meta('name', 'description'),
    ogTitles: meta('property', 'og:title'),
    ogDescriptions: meta('property', 'og:description'),
    isPrerendered: html.includes('id="prerender"'),
  };
}

const PAGES = [
  // Prerendered for a visitor.
  ['/', 'Manifest: Manifest Your Dream Life with Daily Practice', /^Set goals, say affirmations/],
  ['/blog', 'Blog: Manifestation, Mindset and Growth | Manifest', /^Articles on manifestation/],
  ['/pricing', 'Pricing: 7-Day Free Trial, then $9.99 a Month | Manifest', /^One plan/],
  // Signed-in pages a crawler can still be sent to.
  ['/meditations', 'Guided Meditations for Abundance and Calm | Manifest', /^Guided meditations/],
  ['/vision-board', 'Vision Board: Picture Your Goals | Manifest', /^Build a vision board/],
  ['/daily-tasks', 'Daily Manifestation Tasks | Manifest', /^Morning, afternoon and evening/],
  ['/ai-assistant', 'Aurora AI Manifestation Assistant | Manifest', /^Chat with Aurora/],
] as const;

test("every named page's HTML carries its own title, description and Open Graph tags", async () => {
  for (const [path, title, description] of PAGES) {
    const head = await headOf(path);
    expect(head.titles, path).toEqual([title]);
    expect(head.descriptions, path).toHaveLength(1);
    expect(head.descriptions[0], path).toMatch(description);
    expect(head.ogTitles, path).toEqual([title]);
    expect(head.ogDescriptions, path).toEqual(head.descriptions);
  }
  // Prerendered or not, alike: the listing is drawn by the blog's server, the assistant is not.
  expect((await headOf('/blog')).isPrerendered).toBe(true);
  expect((await headOf('/ai-assistant')).isPrerendered).toBe(false);
});

test("a signed-in browser's frames carry them too", async () => {
  const cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  for (const [path, title, description] of [PAGES[0], PAGES[3], PAGES[5]]) {
    const head = await headOf(path, cookie);
    expect(head.isPrerendered, path).toBe(true);
    expect(head.titles, path).toEqual([title]);
    expect(head.descriptions[0], path).toMatch(description);
  }
});

test('the app keeps one title and one description as it moves between pages', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog: Manifestation, Mindset and Growth | Manifest');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page).toHaveTitle('Sign In | Manifest');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    /^Sign in to Manifest/,
  );
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Manifest');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(0);
});
