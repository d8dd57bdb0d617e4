import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { expectToast } from './support/pages';

// Issue: accounts. Export downloads a JSON file of the account; deletion needs the
// email typed, lands on the landing page, and the old session is refused.

test('download my data gives a JSON file of the account', async ({ page }) => {
  const { user } = await signUpThroughApi(page);
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^manifest-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string;
    version: number;
    profile: { email: string };
  };
  expect(data).toMatchObject({ format: 'manifest-account-export', version: 1 });
  expect(data.profile.email).toBe(user.email);
});

test('delete my account: the email typed, then the landing page, and the session is gone', async ({
  page,
}) => {
  const { user, token } = await signUpThroughApi(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${user.email} to confirm`).fill('wrong@example.com');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(
    page,
    'Account deleted',
    'Your account and all its data are gone. A confirmation email is on its way.',
  );
  await expect(page.getByRole('button', { name: 'Get Started Now' })).toBeVisible();
  const answer = await page.request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(401);
});

test('the settings page with its data card has no serious accessibility violation', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  });
});
