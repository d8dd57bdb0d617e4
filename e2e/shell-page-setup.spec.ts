import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/api-session';

// Spec 000 section 2: page titles and descriptions, the service worker, touch devices.

const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

test('titles and descriptions for the homepage, blog, meditations, vision board, daily tasks and AI assistant', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Manifest: Manifest Your Dream Life with Daily Practice');
  expect(await description(page)).toMatch(/goals/i);
  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog: Manifestation, Mindset and Growth | Manifest');
  // The legal pages have their own entries in the table now (issue 36).
  await page.goto('/terms');
  await expect(page).toHaveTitle('Terms of Service | Manifest');

  await signUpThroughApi(page);
  const pages: [string, RegExp][] = [
    ['/dashboard', /Manifest Your Dream Life/],
    ['/meditations', /Guided Meditations/],
    ['/vision-board', /Vision Board/],
    ['/daily-tasks', /Daily Manifestation Tasks/],
    ['/ai-assistant', /Aurora AI/],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  }
  // Moving within the app changes them too, one description at a time.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveTitle(/^Blog/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  expect(await description(page)).toMatch(/^Articles on manifestation/);
});

test.describe('with service workers on (the other specs block them)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker is registered from /sw.js', async ({ page }) => {
    await page.goto('/');
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scriptUrl).toMatch(/\/sw\.js$/);
  });
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });

  test('the body is marked as a mobile iOS device and does not pull down at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/\bmobile-device\b/);
    await expect(page.locator('body')).toHaveClass(/\bios-device\b/);
    await expect(page.locator('body')).not.toHaveClass(/android-device/);
    await expect(page.locator('body')).toHaveCSS('overscroll-behavior-y', 'none');
  });
});

test.describe('on an Android phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  });

  test('the body is marked as a mobile Android device', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/\bmobile-device\b/);
    await expect(page.locator('body')).toHaveClass(/\bandroid-device\b/);
  });
});

test('a desktop browser gets no device class', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').first()).toBeVisible();
  expect(await page.evaluate(() => document.body.className)).toBe('');
});
