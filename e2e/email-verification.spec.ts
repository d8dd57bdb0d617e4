import { expect, test } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { pathOf, verificationLinksFor } from './support/email-verification';
import { expectToast } from './support/pages';

// Issue 34: owning an address is proven. Sign-up mails a link (read from the API's
// outbox); Account settings shows a quiet note with Resend until the link is opened.

test('a new person resends the link, opens it, and the settings note is gone', async ({ page }) => {
  const { user } = await signUpThroughApi(page);
  const [first = ''] = await verificationLinksFor(user.email);

  await page.goto('/settings');
  const note = page.getByRole('region', { name: 'Verify your email' });
  await expect(note).toContainText(`We sent a link to ${user.email}.`);
  await note.getByRole('button', { name: 'Resend link' }).click();
  await expectToast(
    page,
    'Verification email sent',
    `Check your inbox at ${user.email}. The link works for 24 hours.`,
  );
  const [, newest = ''] = await verificationLinksFor(user.email, 2);

  // The first link was ended by the new one, and says which to use.
  await page.goto(pathOf(first));
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'A newer verification link has been sent. Please use the link in the latest email.',
    ),
  ).toBeVisible();

  await page.goto(pathOf(newest));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email address verified' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);

  // The link worked once; opened again, it says so.
  await page.goto(pathOf(newest));
  await expect(page.getByRole('heading', { level: 1, name: 'Already verified' })).toBeVisible();
  await expect(
    page.getByText('This verification link has already been used. Your email address is verified.'),
  ).toBeVisible();
});

test('a link opened signed out verifies the address and leads to sign in', async ({ page }) => {
  const { user } = await signUpThroughApi(page);
  const [link = ''] = await verificationLinksFor(user.email);
  await page.evaluate(() => localStorage.clear());

  await page.goto(pathOf(link));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email address verified' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.goto('/verify-email?token=not-a-link-we-sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
});

test('the settings note and the verification page have no serious accessibility violation', async ({
  page,
}) => {
  const { user } = await signUpThroughApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible();
  });
  const [link = ''] = await verificationLinksFor(user.email);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Email address verified|Already verified/,
    );
  });
});
