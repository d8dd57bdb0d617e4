import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/api-session';
import { newUser } from './support/users';

// Issue 34: common and guessable passwords are refused, and the forms show how strong
// a new password is as the person types. The checker's dictionaries load with the
// first character typed, never with the page.

const WEAK_MESSAGE =
  'Password is too easy to guess. This is a commonly used password. Add more words that are less common.';
// A translation of the checker: in its code, and in no file of ours.
const CHECKER_CODE = 'This is a heavily used password.';

test('the sign-up page shows the strength as you type and refuses password123 beside the field', async ({
  page,
}) => {
  const user = newUser();
  const scripts: Array<Promise<{ text: string; gzipBytes: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ text: body.toString(), gzipBytes: gzipSync(body).length }))
        // A script still arriving as the test ends (the first run after sign-up) is not read.
        .catch(() => ({ text: '', gzipBytes: 0 })),
    );
  });
  const checkerScripts = async () =>
    (await Promise.all(scripts)).filter(({ text }) => text.includes(CHECKER_CODE));

  await page.goto('/signup', { waitUntil: 'networkidle' });
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email Address').fill(user.email);
  expect(await checkerScripts()).toHaveLength(0);

  const password = page.getByLabel('Create Password', { exact: true });
  await password.fill('password123');
  const meter = page.getByRole('meter', { name: 'Password strength' });
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
  await expect(password).toHaveAccessibleDescription(
    'Password strength: Very weak. This is a commonly used password. Add more words that are less common.',
  );
  const loaded = await checkerScripts();
  expect(loaded.length).toBeGreaterThan(0);
  const checkerKb = loaded.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) / 1024;
  test.info().annotations.push({ type: 'checker', description: `${checkerKb.toFixed(1)} KB gz` });
  console.log(`password checker: ${loaded.length} files, ${checkerKb.toFixed(1)} KB gzipped`);

  await page.getByLabel('Confirm Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Start Your Free Trial' }).click();
  await expect(page.getByText(WEAK_MESSAGE)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(`${WEAK_MESSAGE}$`));
  await expect(page).toHaveURL(/\/signup$/);

  // A passphrase of uncommon words is strong, and the account is created.
  await password.fill(user.password);
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very strong');
  await expect(page.getByText(WEAK_MESSAGE)).toBeHidden();
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Start Your Free Trial' }).click();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 10_000 });
});

test('change password in settings refuses a common password beside the field', async ({ page }) => {
  const { user } = await signUpThroughApi(page);
  // Every new test user has the same strong password.
  const { password } = newUser();
  await page.goto('/settings');
  const newPassword = page.getByLabel('New password', { exact: true });
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await newPassword.fill('qwertyuiop');
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Very weak',
  );
  await page.getByLabel('Confirm new password', { exact: true }).fill('qwertyuiop');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText(
      'New password is too easy to guess. This is a frequently used password. Add more words that are less common.',
    ),
  ).toBeVisible();
  await expect(newPassword).toBeFocused();
  // Nothing changed: the old password still signs in.
  const signin = await page.request.post('/api/auth/signin', {
    data: { email: user.email, password },
  });
  expect(signin.status()).toBe(200);
});

test('forgot password sends the device id this browser was given', async ({ page }) => {
  const user = newUser();
  const signup = await page.request.post('/api/auth/signup', { data: user });
  const { deviceId } = (await signup.json()) as { deviceId: string };
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('manifest_device', id), deviceId);

  await page.goto('/forgot-password');
  await page.getByLabel('Email Address').fill(user.email);
  const request = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/auth/forgot-password'),
  );
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  expect((await request).postDataJSON()).toEqual({ email: user.email, deviceId });
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');
});
