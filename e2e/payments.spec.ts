import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleEverywhere } from './support/accessibility';
import { signUpThroughApi } from './support/api-session';
import { fillCard, newTrialCard, signUpWithCardThroughApi, TEST_CARDS } from './support/card-field';
import { expectToast, skipFirstRun } from './support/pages';
import { payForLifetime } from './support/payment-steps';
import { daysFromNow, setTrialThroughApi } from './support/trial-setup';
import { newUser, type TNewUser } from './support/users';

// Issue: trial and payments. Every card goes through the stand-in's Stripe.js and
// the real API, Stripe SDK and signed webhooks.

const EXPIRED_TEXT = 'Your trial has expired. Complete payment to continue using the product.';

async function openSignUpModal(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Transformation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('7-Day Free Trial and $9.99/month after')).toBeVisible();
  await expect(dialog.getByText('Test mode — no real charge')).toBeVisible();
  return dialog;
}

async function fillModal(page: Page, user: TNewUser, card: string) {
  const dialog = page.getByRole('dialog', { name: 'Start Your Transformation' });
  await dialog.getByLabel('First Name').fill(user.firstName);
  await dialog.getByLabel('Last Name').fill(user.lastName);
  await dialog.getByLabel('Email Address').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm Password').fill(user.password);
  await fillCard(dialog, card);
  return dialog;
}

test('the landing page shows the offer and opens the sign-up modal, which closes again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Monthly subscription • Web + Mobile')).toBeVisible();
  for (const feature of ['Vision Board', 'Abundance Meditations', 'Achievement System']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Visit Cash for Tasks/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  const dialog = await openSignUpModal(page);
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Get Started Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Start Your Transformation' })).toBeVisible();
});

test('sign up from the landing modal with a good card: the first run and the trial toast', async ({
  page,
}) => {
  await openSignUpModal(page);
  const dialog = await fillModal(page, newUser(), newTrialCard());
  await dialog.getByRole('button', { name: 'Start My 7-Day Free Trial' }).click();
  await expect(dialog.getByText('Taking you to your dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 10_000 });
  await expectToast(
    page,
    'Welcome to the product! 🎉',
    "Your 7-day free trial has started. You'll be charged $9.99/month after the trial.",
  );
  await expect(page.getByRole('complementary', { name: 'Trial' })).toContainText('7 days left');
});

test('a declined card says so and creates no account', async ({ page }) => {
  const user = newUser();
  await openSignUpModal(page);
  const dialog = await fillModal(page, user, TEST_CARDS.declined);
  await dialog.getByRole('button', { name: 'Start My 7-Day Free Trial' }).click();
  await expectToast(page, 'Payment Setup Failed', 'Your card was declined.');
  await expect(dialog.getByRole('button', { name: 'Start My 7-Day Free Trial' })).toBeEnabled();
  const signin = await page.request.post('/api/auth/signin', {
    data: { email: user.email, password: user.password },
  });
  expect(signin.status()).toBe(401);
});

test('an expired card is refused by the card field in the provider’s words', async ({ page }) => {
  await openSignUpModal(page);
  const dialog = await fillModal(page, newUser(), TEST_CARDS.succeeds);
  await dialog.getByLabel('Expiration date').fill('01 / 20');
  await expect(dialog.getByRole('alert')).toHaveText("Your card's expiration year is in the past.");
});

test('an expired trial pays $9.99 once on /payment-required and the banner goes', async ({
  page,
}) => {
  const { user } = await signUpThroughApi(page);
  await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
  await page.goto('/payment-required');
  await expect(
    page.getByRole('heading', { name: 'Trial Expired - Payment Required' }),
  ).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Trial' });
  await expect(banner).toContainText(EXPIRED_TEXT);
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  // The ended trial locks the points: no button in the header until the payment.
  await expect(page.getByTestId('points-button')).toHaveCount(0);

  await payForLifetime(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toHaveCount(0);
  // The points come back at once, without a reload (issue 36).
  await expect(page.getByTestId('points-total')).toHaveText('0');
  const status = await page.request.get('/api/check-trial-status', {
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('manifest_session'))}`,
    },
  });
  expect(await status.json()).toEqual({ trialExpired: false, paymentSuccessful: true });
});

test('a refused payment says so and leaves the trial expired', async ({ page }) => {
  const { user } = await signUpThroughApi(page);
  await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
  await page.goto('/payment-required');
  await fillCard(page, TEST_CARDS.declined);
  await page.getByRole('button', { name: 'Complete Payment - $9.99' }).click();
  await expectToast(page, 'Payment Failed', 'Your card was declined.');
  await expect(page.getByRole('complementary', { name: 'Trial' })).toContainText(EXPIRED_TEXT);
});

test('cancel a subscription during the trial: confirmation first, then the result', async ({
  page,
}) => {
  await signUpWithCardThroughApi(page);
  await page.goto('/cancel-subscription');
  await page.getByRole('checkbox', { name: 'Too expensive' }).click();
  await page.getByRole('checkbox', { name: 'Other' }).click();
  await expect(page.getByRole('checkbox', { name: 'Too expensive' })).not.toBeChecked();
  const cancel = page.getByRole('button', { name: 'Cancel Subscription' });
  await expect(cancel).toBeDisabled();
  await page.getByRole('checkbox', { name: /I understand/ }).click();
  await cancel.click();
  await expect(page.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
  await expect(page.getByTestId('page-content').getByRole('status')).toContainText(
    'you will not be charged',
  );
  await page.reload();
  await expect(page.getByText('Your subscription is already cancelled.')).toBeVisible();
});

test('the cancellation page offers a way back: Keep my subscription cancels nothing', async ({
  page,
}) => {
  await signUpWithCardThroughApi(page);
  await page.goto('/cancel-subscription');
  await page.getByRole('link', { name: 'Keep my subscription' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cancel-subscription');
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByText('Your subscription is already cancelled.')).toHaveCount(0);
});

test('premium trial sign-up: info, then the card, then the trial runs', async ({ page }) => {
  const user = newUser();
  await page.goto('/trial-signup');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all fields');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Create Password').fill(user.password);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expectToast(
    page,
    'PayPal Coming Soon',
    'PayPal is coming soon. Please use a card or Google Pay for now.',
  );
  // No wallet is ready in this browser: no Google Pay button.
  await expect(page.getByRole('button', { name: /Google Pay|Apple Pay/ })).toHaveCount(0);
  await fillCard(page, newTrialCard());
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await expect(page.getByRole('heading', { name: 'Your trial has started!' })).toBeVisible();
  await expectToast(
    page,
    'Welcome to the product! 🎉',
    "Your 7-day free trial has started. You'll be charged $9.99/month after the trial.",
  );
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await skipFirstRun(page);
  await expect(page.getByRole('complementary', { name: 'Trial' })).toContainText('7 days left');
});

test("a reminder's cancel link that is not valid says so and cancels nothing", async ({ page }) => {
  await page.goto('/cancel-trial?token=forged.token');
  await expect(page.getByRole('heading', { name: 'Cancel your subscription?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel My Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expect(page.getByText('This cancellation link is not valid any more')).toBeVisible();
});

test('payment success claims nothing it cannot verify', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/payment-success?payment_intent=pi_doesnotexist');
  await expect(
    page.getByRole('heading', { name: 'We could not confirm this payment' }),
  ).toBeVisible();
  await expectToast(
    page,
    'Verification Error',
    'Please contact support if you continue to have issues.',
  );
});

test('the landing page and its sign-up modal have no serious accessibility violation', async ({
  page,
}) => {
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await openSignUpModal(page);
  });
});

test('the payment pages have no serious accessibility violation', async ({ page }) => {
  const { user } = await signUpThroughApi(page);
  await setTrialThroughApi(page, user.email, { trialEndDate: daysFromNow(-1) });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/payment-required');
    await expect(page.getByLabel('Card number')).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/payment-success?payment_intent=pi_unknown');
    await expect(
      page.getByRole('heading', { name: 'We could not confirm this payment' }),
    ).toBeVisible();
    // Its error toast slides in: axe reads colours once it has settled.
    await expect(page.getByTestId('toast-title')).toBeVisible();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
  });
});

test('the trial sign-up and cancellation pages have no serious accessibility violation', async ({
  page,
}) => {
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/signup-premium');
    await page.getByLabel('First Name').fill('Ava');
    await page.getByLabel('Last Name').fill('Lindqvist');
    await page.getByLabel('Email Address').fill('ava@example.com');
    await page.getByLabel('Create Password').fill('quiet-river-42');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
  });
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/cancel-trial?token=forged.token');
    await expect(page.getByRole('button', { name: 'Cancel My Subscription' })).toBeVisible();
  });
  await signUpThroughApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/cancel-subscription');
    await expect(page.getByRole('checkbox', { name: 'Too expensive' })).toBeVisible();
  });
});
