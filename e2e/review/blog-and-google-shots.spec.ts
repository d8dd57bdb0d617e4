import { expect, test } from '@playwright/test';
import { firstBlogSlug } from '../support/route-visits';

// Screenshots of the blog, pricing, sign-in and the Google sign-up payment step, for a person to look at.
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/blog-and-google-shots.spec.ts`
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-blog';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

const readableToken = () =>
  `${Buffer.from(
    JSON.stringify({
      sub: 'shots',
      email: 'katherine@example.com',
      name: 'Katherine Johnson',
      exp: Date.now() + 600_000,
    }),
  ).toString('base64url')}.unsigned`;

for (const scheme of ['light', 'dark'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`blog and google pages ${scheme} ${size}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      const shot = (name: string) =>
        page.screenshot({ path: `${OUT}/${name}-${scheme}-${size}.png`, fullPage: true });

      await page.goto('/blog');
      await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Read More/ }).first()).toBeVisible();
      await shot('blog');
      await page.goto(`/blog/${await firstBlogSlug(page)}`);
      await expect(page.getByRole('heading', { name: 'Leave a Comment' })).toBeVisible();
      await expect(
        page.getByRole('article').getByRole('heading', { level: 2 }).first(),
      ).toBeVisible();
      await shot('post');
      await page.goto('/blog/no-such-post');
      await expect(page.getByText('Post not found')).toBeVisible();
      await shot('post-missing');
      await page.goto('/pricing');
      await expect(page.getByRole('link', { name: 'Start 7-Day Free Trial' })).toBeVisible();
      await shot('pricing');
      await page.goto('/signin');
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      await shot('signin');
      await page.goto(
        `/signup/payment?token=${readableToken()}&email=katherine%40example.com&provider=google`,
      );
      await expect(page.getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeEnabled();
      await shot('google-payment');
    });
  }
}
