import { expect, test, type Page } from '@playwright/test';
import { expectToast, skipFirstRun } from './support/pages';
import { newUser, type TNewUser } from './support/users';

const DEVICE_KEY = 'manifest_device';
const SESSION_KEY = 'manifest_session';
const NEW_PASSWORD = 'calm-lake-2024';

const readStorage = (page: Page, key: string) =>
  page.evaluate((storageKey) => localStorage.getItem(storageKey), key);

/** Signs a new user up through the page, by its labels, skips the first run, and waits for the dashboard. */
async function signUp(page: Page, user: TNewUser) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Create Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Start Your Free Trial' }).click();
  await skipFirstRun(page);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
}

/** What the API says about a bearer token: 200 while its session lives, 401 after. */
async function statusOfToken(page: Page, token: string | null) {
  const response = await page.request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

test('sign-in after sign-out sends the device id this browser was given, and keeps it', async ({
  page,
}) => {
  const user = newUser();
  await signUp(page, user);
  const deviceId = await readStorage(page, DEVICE_KEY);
  expect(deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await signOut(page);
  // Sign-out forgets the session, not the device.
  expect(await readStorage(page, SESSION_KEY)).toBeNull();
  expect(await readStorage(page, DEVICE_KEY)).toBe(deviceId);

  const signinRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/signin'),
  );
  await signIn(page, user.email, user.password);
  expect((await signinRequest).postDataJSON()).toMatchObject({ email: user.email, deviceId });
  expect(await readStorage(page, DEVICE_KEY)).toBe(deviceId);
});

test('changing the password in settings signs the other browser out and keeps this one', async ({
  page,
  browser,
}) => {
  const user = newUser();
  await signUp(page, user);
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signIn(other, user.email, user.password);
    const otherToken = await readStorage(other, SESSION_KEY);
    expect(await statusOfToken(other, otherToken)).toBe(200);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue(user.firstName);
    await expect(page.getByLabel('Last Name')).toHaveValue(user.lastName);
    // The account's details list the address (the verification note names it too).
    await expect(page.getByRole('definition').filter({ hasText: user.email })).toBeVisible();

    // A wrong current password is named beside its field and changes nothing.
    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(page.getByLabel('Current password', { exact: true })).toBeFocused();
    expect(await statusOfToken(other, otherToken)).toBe(200);

    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(
      page,
      'Password changed',
      'Other devices were signed out. You are still signed in here.',
    );

    // The other browser's session has ended; this one goes on.
    expect(await statusOfToken(other, otherToken)).toBe(401);
    await other.reload();
    await expect(other.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    expect(await statusOfToken(page, await readStorage(page, SESSION_KEY))).toBe(200);

    // The new password is the one that works now.
    await signIn(other, user.email, NEW_PASSWORD);
  } finally {
    await otherContext.close();
  }
});

test('"Sign out of all devices" asks first, then ends every session and lands on /signin', async ({
  page,
  browser,
}) => {
  const user = newUser();
  await signUp(page, user);
  const token = await readStorage(page, SESSION_KEY);
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signIn(other, user.email, user.password);
    const otherToken = await readStorage(other, SESSION_KEY);

    await page.goto('/settings');
    const trigger = page.getByRole('button', { name: 'Sign out of all devices' });
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });

    // The confirmation works from the keyboard, and Escape cancels it.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await statusOfToken(page, token)).toBe(200);

    await trigger.click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();

    // Signed out on /settings: sign-in offers to come back to it (issue 36's deep links).
    await expect(page).toHaveURL(/\/signin(\?next=%2Fsettings)?$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(await readStorage(page, SESSION_KEY)).toBeNull();
    expect(await readStorage(page, DEVICE_KEY)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusOfToken(page, token)).toBe(401);
    expect(await statusOfToken(other, otherToken)).toBe(401);
  } finally {
    await otherContext.close();
  }
});
