import { randomUUID } from 'node:crypto';
import { SESSION_KEY } from '@manifest/api-client/session-storage';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { fillCard, newTrialCard, TEST_CARDS } from './support/card-field';
import { expectToast } from './support/pages';
import { newUser } from './support/users';

// Google sign-in through the local OpenID provider of the run (oidc-provider),
// which the API reaches through openid-client exactly as it would reach Google.

/** The provider's own login page: any login, any password. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:4343\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** A token the page can read (only the API checks its signature): enough to render it. */
function readableSignupToken(name: string, email: string) {
  const claim = { sub: `sub-${randomUUID()}`, email, name, exp: Date.now() + 30 * 60_000 };
  return `${Buffer.from(JSON.stringify(claim)).toString('base64url')}.unsigned`;
}

test('a new person signs up with Google, adds a card (declined, then a good one) and lands on the first run', async ({
  page,
}) => {
  const email = `grace.hopper+${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/\/signup\/payment\?token=[\w.-]+&email=.+&provider=google$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Signup' })).toBeVisible();
  const signedIn = page.getByRole('region', { name: 'Signed in with Google' });
  await expect(signedIn).toContainText('Grace Hopper');
  await expect(signedIn).toContainText(email);
  for (const bullet of [
    '7-day free trial starts today',
    'Cancel anytime during trial',
    '$9.99/month after trial ends',
  ]) {
    await expect(page.getByText(bullet)).toBeVisible();
  }
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  const start = page.getByRole('button', { name: 'Start 7-Day Free Trial' });
  await expect(start).toBeEnabled();

  await fillCard(page, TEST_CARDS.declined);
  await start.click();
  await expectToast(page, 'Payment Setup Failed', 'Your card was declined.');
  await expect(start).toBeEnabled();

  await fillCard(page, newTrialCard());
  await start.click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expectToast(
    page,
    'Welcome to the product! 🎉',
    "Your 7-day free trial has started. You'll be charged $9.99/month after the trial.",
  );
  const user = await page.request.get('/api/auth/user', {
    headers: {
      Authorization: `Bearer ${await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)}`,
    },
  });
  expect(await user.json()).toMatchObject({
    firstName: 'Grace',
    lastName: 'Hopper',
    subscription: { status: 'trialing' },
  });
});

test('a person with an account signs in with Google and never sees a token in the address', async ({
  page,
}) => {
  const person = newUser();
  const created = await page.request.post('/api/test-setup/users', { data: person });
  expect(created.status()).toBe(201);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Welcome Back!', 'Successfully signed in to your account');
  // The one-time code came in the fragment (never sent to a server) and is gone;
  // the session token itself was in no address at all.
  expect(addresses.some((address) => /\/signin#code=/.test(address))).toBe(true);
  expect(page.url()).not.toContain('#');
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(token).toBeTruthy();
  expect(addresses.filter((address) => address.includes(token ?? '-'))).toEqual([]);
});

test('Continue with Google says so when the API has no Google client', async ({ page }) => {
  // The API's answer when GOOGLE_CLIENT_ID is unset (proven in api/test/google-sign-in.test.ts).
  await page.route('**/auth/google', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Google sign-in is not configured on this server' }),
    }),
  );
  await page.goto('/signin');
  // Dismissed as it opens: a click waits for the page, and an open alert holds the page.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect.poll(() => alerts).toEqual(['Google OAuth setup needed - check with developer']);
  await expect(page).toHaveURL(/\/signin$/);
});

test('a refused Google sign-in comes back to sign-in with a clear message', async ({ page }) => {
  await page.goto('/auth/google/callback?code=made-up&state=made-up');
  await expect(page).toHaveURL(/\/signin$/);
  await expectToast(
    page,
    'Google sign-in failed',
    'Please try again, or sign in with your email and password.',
  );
});

test('/signup/payment without a token, or with one that cannot be read, goes to /signup', async ({
  page,
}) => {
  for (const query of ['', '?email=a%40example.com', '?token=garbage&email=a%40example.com']) {
    await page.goto(`/signup/payment${query}`);
    await expect(page).toHaveURL(/\/signup$/);
  }
});

test('the Google sign-up payment page passes axe in light and dark at 390 and 1280 px', async ({
  page,
}) => {
  const token = readableSignupToken('Katherine Johnson', 'katherine@example.com');
  await expectAccessibleEverywhere(page, async () => {
    await page.goto(`/signup/payment?token=${token}&email=katherine%40example.com&provider=google`);
    await expect(page.getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeEnabled();
  });
});
