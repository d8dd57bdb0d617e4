import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi } from './support/api-session';
import { daysFromNow, setTrialThroughApi } from './support/trial-setup';

// Issue 36: the /payment-required wash ended in an edge above the app's padding.

/** The mean colour of one row of the page, across its middle (clear of the corner buttons). */
async function rowColour(page: Page, y: number): Promise<number[]> {
  const width = page.viewportSize()?.width ?? 0;
  const image = sharp(await page.screenshot({ fullPage: true }));
  const { data, info } = await image
    .extract({
      left: Math.round(width * 0.3),
      top: Math.round(y),
      width: Math.round(width * 0.4),
      height: 1,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let pixel = 0; pixel < info.width; pixel++)
    for (let channel = 0; channel < 3; channel++)
      sums[channel]! += data[pixel * info.channels + channel]!;
  return sums.map((sum) => sum / info.width);
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  // Taller than the page: the page ends well above the window's foot.
  { width: 1280, height: 2000 },
];

for (const scheme of ['light', 'dark'] as const) {
  test(`the payment-required backdrop has no seam, ${scheme}, at any height`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const { user } = await signUpThroughApi(page);
    await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/payment-required');
      await expect(page.getByLabel('Card number')).toBeVisible();
      const main = page.getByRole('main');
      const box = await main.boundingBox();
      if (!box) throw new Error('no main');
      const scrollY = await page.evaluate(() => window.scrollY);
      const bottom = box.y + scrollY + box.height;
      // Just inside the page's foot, and just below it (the app's padding).
      const [inside, below] = [
        await rowColour(page, bottom - 3),
        await rowColour(page, bottom + 3),
      ];
      const step = Math.max(...inside.map((value, channel) => Math.abs(value - below[channel]!)));
      expect(step, `${size.width}x${size.height}: ${inside} above, ${below} below`).toBeLessThan(3);
    }
  });
}
