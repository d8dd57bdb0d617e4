import { expect, test } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { waitForOutboxMatch } from './support/outbox';
import { expectToast } from './support/pages';

// Issue: accounts. Forgot password → the emailed link (read from the API's outbox) →
// a new password → signed in, and the link works once.

test('forgot password, the emailed link, a new password, and signed in', async ({ page }) => {
  const { user } = await signUpThroughApi(page);
  // A fresh browser: the person is signed out and has only their email.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  const link = await waitForOutboxMatch(user.email, /http\S+\/reset-password\?token=[\w-]+/);
  const path = new URL(link).pathname + new URL(link).search;

  await page.goto(path);
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-secret');
  await page.getByLabel('Confirm New Password').fill('something-else');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(
    page,
    'Password updated',
    'You are signed in. Every other device has been signed out.',
  );

  // The link worked once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await page.getByLabel('New Password', { exact: true }).fill('yet-another-secret');
  await page.getByLabel('Confirm New Password').fill('yet-another-secret');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expectToast(
    page,
    'Password not changed',
    'This reset link is invalid or has expired. Please ask for a new one.',
  );
});

test('the password reset pages have no serious accessibility violation', async ({ page }) => {
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/reset-password?token=some-token');
    await expect(page.getByRole('button', { name: 'Set New Password' })).toBeVisible();
  });
});
