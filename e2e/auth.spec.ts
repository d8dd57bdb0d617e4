import { expect, test } from '@playwright/test';
import { expectToast, fillSignUp, signUpThroughPage, skipFirstRun } from './support/pages';
import { newUser } from './support/users';

test('sign up through the page shows the welcome screen, then the first run and /dashboard', async ({
  page,
}) => {
  const user = newUser();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Start Your Transformation' })).toBeVisible();
  await expect(page.getByText('Join thousands achieving their dreams')).toBeVisible();
  await expect(page.getByPlaceholder('At least 6 characters')).toBeVisible();
  await fillSignUp(page, user);
  await page.getByTestId('signup-submit').click();

  await expect(page.getByTestId('signup-welcome')).toContainText(
    'Account created successfully. Taking you to your dashboard...',
  );
  await expect(page).toHaveURL(/\/signup$/);
  await skipFirstRun(page);
  await expect(page.getByTestId('top-bar')).toBeVisible();
});

test('a reload stays signed in, and sign out ends the session on the server', async ({ page }) => {
  const user = newUser();
  await signUpThroughPage(page, user);
  const token = await page.evaluate(() => localStorage.getItem('manifest_session'));
  expect(token).toBeTruthy();

  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // After a reload the page's frame is drawn first, with its own (disabled) Sign out, while
  // the app renders hidden beside it: a person finds the one button they can see, and
  // clicks it once the app has taken the frame's place.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('top-bar')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('manifest_session'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('manifest_user'))).toBeNull();

  // The old token no longer opens the account.
  const response = await page.request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(401);

  // And the dashboard is no longer reachable: it asks to sign in, and to come back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('sign in after sign out shows "Welcome Back!" and the dashboard', async ({ page }) => {
  const user = newUser();
  await signUpThroughPage(page, user);
  await page.getByTestId('nav-sign-out').click();
  await expect(page.getByTestId('top-bar')).toBeHidden();

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByTestId('signin-email').fill(user.email);
  await page.getByTestId('signin-password').fill(user.password);
  await page.getByTestId('signin-submit').click();

  await expectToast(page, 'Welcome Back!', 'Successfully signed in to your account');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign in with a wrong password shows the failure toast and stays signed out', async ({
  page,
}) => {
  const user = newUser();
  await signUpThroughPage(page, user);
  await page.getByTestId('nav-sign-out').click();

  await page.goto('/signin');
  await page.getByTestId('signin-email').fill(user.email);
  await page.getByTestId('signin-password').fill('not-the-password');
  await page.getByTestId('signin-submit').click();

  await expectToast(page, 'Sign In Failed', 'Invalid email or password');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('manifest_session'))).toBeNull();
});

test('sign in while the API is unreachable says so, not "wrong password"', async ({ page }) => {
  // What the shell's proxy answers when the API is down.
  await page.route('**/api/auth/signin', (route) =>
    route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
  );
  await page.goto('/signin');
  await page.getByTestId('signin-email').fill('someone@example.com');
  await page.getByTestId('signin-password').fill('any-password');
  await page.getByTestId('signin-submit').click();

  await expectToast(page, 'Connection Error', 'Unable to connect to server. Please try again.');
  await expect(page.getByTestId('signin-submit')).toBeEnabled();
});

test('sign in with an empty field asks for both', async ({ page }) => {
  await page.goto('/signin');
  await page.getByTestId('signin-email').fill('someone@example.com');
  await page.getByTestId('signin-submit').click();
  await expectToast(page, 'Missing Information', 'Please enter both email and password');
});

test('the sign-up page checks its fields in the spec order', async ({ page }) => {
  const user = newUser();
  await page.goto('/signup');
  const submit = page.getByTestId('signup-submit');

  // 1. Everything empty: missing information.
  await submit.click();
  await expectToast(page, 'Missing Information', 'Please fill in all fields');

  // 2. All filled, passwords differ (and too short): mismatch comes first.
  await fillSignUp(page, { ...user, password: 'abc' }, 'abd');
  await submit.click();
  await expectToast(page, 'Password Mismatch', 'Passwords do not match');

  // 3. Passwords match but are too short.
  await fillSignUp(page, { ...user, password: 'abc' });
  await submit.click();
  await expectToast(page, 'Password Too Short', 'Password must be at least 6 characters');

  // Nothing was created: the email is still free.
  await fillSignUp(page, user);
  await submit.click();
  await expect(page.getByTestId('signup-welcome')).toBeVisible();
});

test('signing up twice with one email shows the server message', async ({ page }) => {
  const user = newUser();
  await signUpThroughPage(page, user);
  await page.getByTestId('nav-sign-out').click();

  await page.goto('/signup');
  await fillSignUp(page, user);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('toast-title')).toHaveText('Signup Failed');
  await expect(page.getByTestId('toast-description')).toContainText('already exists');
});
