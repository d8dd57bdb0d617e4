import { expect, test, type Page } from '@playwright/test';
import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import { storeSessionInBrowser } from '../support/api-session';
import { BUSY_TIME_ZONE, LONG_TITLES, seedBusyPerson } from '../support/busy-person';

// Screenshots of rewards (/track-record) and Undo (/daily-tasks, /affirmations) with a
// busy account, for a person to look at, not a test:
// `E2E_REVIEW=1 npx playwright test -c e2e/playwright.config.ts review/rewards-shots.spec.ts`.
const OUT = process.env.SCREENSHOTS_DIR ?? '/tmp/shots/rewards';
const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

test.use({ timezoneId: BUSY_TIME_ZONE, locale: 'en-US' });

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
};

test('rewards and undo screenshots', async ({ page }) => {
  test.setTimeout(400_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { user, token } = await seedBusyPerson(page.request);
  const headers = { Authorization: `Bearer ${token}`, [TIME_ZONE_HEADER]: BUSY_TIME_ZONE };
  const post = async (url: string, data: unknown = {}) => {
    const answer = await page.request.post(url, { headers, data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return answer.json() as Promise<{ id: string }>;
  };
  const movie = await post('/api/rewards', { title: 'A guilt-free movie night', price: 150 });
  await post('/api/rewards', { title: 'A fancy coffee from the good café', price: 60 });
  await post('/api/rewards', { title: LONG_TITLES[1], price: 2500 });
  await post('/api/rewards', { title: 'Concert tickets', price: 12_000 });
  await post(`/api/rewards/${movie.id}/redeem`);
  await storeSessionInBrowser(page, token, user);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, size] of SIZES) {
      const tag = `${name}-${scheme}`;
      await page.setViewportSize(size);

      await page.goto('/track-record');
      const section = page.getByRole('region', { name: 'Rewards' });
      await expect(section.getByTestId('rewards-balance')).toBeVisible();
      await settle(page);
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${OUT}/rewards-${tag}.png` });
      await page.screenshot({ path: `${OUT}/track-record-full-${tag}.png`, fullPage: true });

      await section.getByRole('button', { name: 'Redeem A guilt-free movie night' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/redeem-dialog-${tag}.png` });
      await page.keyboard.press('Escape');

      await section.getByRole('button', { name: 'Add a reward' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a reward' });
      await dialog.getByLabel('Price (points)').fill('0');
      await dialog.getByRole('button', { name: 'Add reward' }).click();
      await expect(dialog.getByText('Title is required')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/add-dialog-${tag}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/daily-tasks');
      await expect(page.getByRole('button', { name: /^Undo / }).first()).toBeVisible();
      await settle(page);
      await page
        .getByRole('button', { name: /^Undo / })
        .first()
        .scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/daily-tasks-undo-${tag}.png` });

      await page.goto('/affirmations');
      await expect(page.getByRole('button', { name: 'Undo' }).first()).toBeVisible();
      await settle(page);
      await page.getByRole('button', { name: 'Undo' }).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}/affirmations-undo-${tag}.png` });
    }
  }

  // The toast that offers Undo after a completion, and the empty rewards state, at phone width.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/daily-tasks');
  const open = page.getByRole('button', { name: /^Complete / }).first();
  await open.click();
  await expect(page.getByTestId('toast').getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/toast-undo-390-light.png` });

  await page.route('**/api/rewards', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ earned: 40, spent: 0, balance: 40, rewards: [], redemptions: [] }),
    }),
  );
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/track-record');
    const section = page.getByRole('region', { name: 'Rewards' });
    await expect(section.getByText('Treat yourself with the points you earn')).toBeVisible();
    await settle(page);
    await section.screenshot({ path: `${OUT}/rewards-empty-390-${scheme}.png` });
  }
});
