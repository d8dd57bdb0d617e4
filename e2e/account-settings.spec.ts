import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/api-session';
import { expectAccessibleEverywhere } from './support/accessibility';
import { expectToast } from './support/pages';

// Issue 36: a person changes their name and time zone in settings, found at the
// dashboard's foot; the account button says the initials it shows.

const SHOTS_DIR = process.env.MEDIUM_SHOTS_DIR;

const settingsForm = (page: Page) => page.getByRole('form', { name: 'Name and time zone' });

test('the dashboard foot leads to settings, where the name is changed and the header follows', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  const foot = page.getByRole('navigation', { name: 'Settings and legal' });
  await expect(foot.getByRole('link')).toHaveText(['Settings', 'Terms', 'Privacy', 'Legal']);
  await foot.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  const form = settingsForm(page);
  await expect(form.getByLabel('First Name')).toHaveValue('Ava');
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // The rules are sign-up's: a name is required, and says so beside the field.
  await form.getByLabel('First Name').fill('   ');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill('Hopper');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Settings saved', 'Your name and time zone are up to date.');
  // The signed-in user was read again: the header's button shows and says the new initials.
  await expect(
    page.getByRole('button', { name: 'GH, Account menu for Grace Hopper' }),
  ).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveText('GH');

  // The server kept it.
  await page.reload();
  await expect(settingsForm(page).getByLabel('First Name')).toHaveValue('Grace');
  await expect(settingsForm(page).getByLabel('Last Name')).toHaveValue('Hopper');
});

test('the time zone is found by searching, and a change within 20 hours says when it can be made', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/settings');
  const form = settingsForm(page);
  const zones = form.getByRole('listbox', { name: 'Time zone' });
  // The browser's zone, which the account took on its first signed-in call.
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(zones).toHaveValue(browserZone);

  await form.getByLabel('Search time zones').fill('tokyo');
  await expect(zones.getByRole('option')).toHaveCount(browserZone === 'Asia/Tokyo' ? 1 : 2);
  await zones.selectOption('Asia/Tokyo');
  await expect(form.getByRole('button', { name: /Use this device's time zone/ })).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    form.getByText(
      'Time zone can only be changed once every 20 hours. Please try again in 20 hours.',
    ),
  ).toBeVisible();
  await expect(zones).toHaveAttribute('aria-invalid', 'true');

  // The device's zone is one press away, and keeps the account as it was.
  await form.getByRole('button', { name: /Use this device's time zone/ }).click();
  await expect(zones).toHaveValue(browserZone);
});

test('settings pass axe at both widths, light and dark', async ({ page }) => {
  await signUpThroughApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/settings');
    await expect(settingsForm(page).getByLabel('First Name')).toHaveValue('Ava');
  });
});

test('the account button’s name holds the initials it shows (label-content-name-mismatch)', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('account-menu')).toHaveText('AL');
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="account-menu"]')
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(violations).toEqual([]);
});

test('screenshots of settings and the dashboard foot', async ({ page }) => {
  test.skip(!SHOTS_DIR, 'Set MEDIUM_SHOTS_DIR to take the review screenshots');
  test.info().setTimeout(120_000);
  await signUpThroughApi(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/settings');
      await expect(settingsForm(page).getByLabel('First Name')).toHaveValue('Ava');
      await page.screenshot({
        path: `${SHOTS_DIR}/settings-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await page.goto('/dashboard');
      // Drawn once the page's data is in (the foot moves down as the cards fill).
      await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Loading recent activity' })).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('navigation', { name: 'Settings and legal' })).toBeInViewport();
      await page.screenshot({ path: `${SHOTS_DIR}/dashboard-foot-${width}-${colorScheme}.png` });
    }
  }
});
