import { expect, test, type Page } from '@playwright/test';
import { newUser, type TNewUser } from './support/users';

// Issue 36: a signed-in page opened signed out goes to sign in, and back to it after.

/** An account that exists (the API's test setup), with no session in this browser. */
async function existingAccount(page: Page): Promise<TNewUser> {
  const user = newUser();
  const response = await page.request.post('/api/test-setup/users', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

async function signInThroughForm(page: Page, user: TNewUser) {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByTestId('signin-email').fill(user.email);
  await page.getByTestId('signin-password').fill(user.password);
  await page.getByTestId('signin-submit').click();
}

test('a signed-in page opened signed out asks to sign in, then shows that page with its query', async ({
  page,
}) => {
  const user = await existingAccount(page);
  await page.goto('/daily-tasks?from=reminder');
  await expect(page).toHaveURL(/\/signin\?next=%2Fdaily-tasks%3Ffrom%3Dreminder$/);
  await expect(page.getByTestId('page-not-found')).toHaveCount(0);

  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/daily-tasks\?from=reminder$/);
  await expect(page.locator('[data-remote="practice"]')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeVisible();
});

test('the dashboard opened signed out comes back to the dashboard', async ({ page }) => {
  const user = await existingAccount(page);
  await page.goto('/track-record');
  await expect(page).toHaveURL(/\/signin\?next=%2Ftrack-record$/);
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/track-record$/);
  await expect(page.locator('[data-remote="dashboard"]')).toBeVisible();
});

test('a return address of another site is never followed', async ({ page }) => {
  const user = await existingAccount(page);
  await page.goto('/signin?next=%2F%2Fevil.example%2Fdashboard');
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/dashboard$/);
});

test('an unknown path signed out is still Page Not Found', async ({ page }) => {
  await page.goto('/daily-tasks/nowhere');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await expect(page).toHaveURL(/\/daily-tasks\/nowhere$/);
});
