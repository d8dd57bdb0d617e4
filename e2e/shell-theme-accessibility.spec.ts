import { expect, test, type Page } from '@playwright/test';
import {
  COLOR_SCHEMES,
  COLOUR_RULES,
  VIEWPORTS,
  expectAccessibleEverywhere,
  expectNoSeriousViolations,
} from './support/accessibility';
import { signUpWithProgressApi } from './support/progress-api';
import { daysFromNow, setTrialThroughApi } from './support/trial-setup';

// The chrome in both palettes, at phone and desktop widths, with its dialogs open.

const LIGHT_BACKGROUND = 'rgb(250, 249, 255)'; // --color-background, light
const DARK_BACKGROUND = 'rgb(15, 11, 30)'; // --color-background, dark

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('dark mode follows the system setting', async ({ page }) => {
  await signUpWithProgressApi(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/daily-tasks');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  // The chrome's surfaces follow: the top bar is the dark card colour, not white.
  const topBarColor = await page
    .getByTestId('top-bar')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(topBarColor).not.toMatch(/rgba?\(255, 255, 255/);
});

test('the signed-in chrome has no serious accessibility problem', async ({ page }) => {
  test.slow(); // axe four times
  await signUpWithProgressApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/daily-tasks');
    await expect(page.getByRole('complementary', { name: 'Trial' })).toBeVisible();
    await expect(page.getByTestId('points-total')).toHaveText('0');
  });
});

test('the red banner has no serious accessibility problem', async ({ page }) => {
  test.slow(); // axe four times
  const { user } = await signUpWithProgressApi(page);
  await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/payment-required');
    await expect(page.getByRole('link', { name: 'Complete Payment' })).toBeVisible();
  });
});

test('the open dialogs and menus have no serious accessibility problem', async ({ page }) => {
  test.setTimeout(240_000); // axe nine times
  const api = await signUpWithProgressApi(page);
  await api.sayAffirmation(3);
  await api.createGoal('Plant a garden');
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const where = `at ${name} in ${colorScheme}`;
      // Dark repeats light's elements: only the rules that read colours (COLOUR_RULES).
      const rules = colorScheme === 'light' ? undefined : COLOUR_RULES;
      await page.setViewportSize(viewport);
      await page.goto('/daily-tasks');

      // The celebration (badges earned before this session): shown until dismissed.
      const celebration = page.getByTestId('celebration-dialog');
      if (colorScheme === 'light' && name === 'mobile') {
        await expect(celebration.getByText('1 of 1')).toBeVisible();
        await page.waitForTimeout(300);
        await expectNoSeriousViolations(page, `the celebration ${where}`);
        await celebration.getByRole('button', { name: 'Continue' }).click();
      }

      // The button a person sees: the page's frame has a disabled copy ("… points") until the
      // app, rendered hidden beside it, takes its place.
      await page.getByRole('button', { name: /\d+ points/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Achievement Dashboard' });
      await expect(dialog.getByTestId('recent-points')).toBeVisible();
      await page.waitForTimeout(300);
      await expectNoSeriousViolations(page, `the Achievement Dashboard ${where}`, { rules });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: /Account menu for/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `the account menu ${where}`, { rules });
      await page.keyboard.press('Escape');
    }
  }
});
