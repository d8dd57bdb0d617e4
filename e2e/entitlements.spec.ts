import { expect, test, type Page } from '@playwright/test';
import { ZUser } from '@manifest/contracts/auth';
import { expectAccessibleEverywhere } from './support/accessibility';
import { fillCard, newTrialCard, signUpWithCardThroughApi } from './support/card-field';
import { expectToast } from './support/pages';
import { cancelThroughPage, payForLifetime } from './support/payment-steps';
import { newUser } from './support/users';

// Issue 35: every screen says what is true after each step of the one
// entitlement model: a card trial that will renew, one cancelled, lifetime
// access that ended the subscription.

const LIFETIME_ENDS_SUBSCRIPTION =
  'Paying once ends your monthly subscription at once: it will never be charged again.';
const HAS_LIFETIME_ACCESS =
  'You have lifetime access: there is no subscription to cancel and nothing more to pay.';

const trialBanner = (page: Page) => page.getByRole('complementary', { name: 'Trial' });

/** The user as the API has it now, with the session the page holds. */
async function userNow(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('manifest_session'));
  const answer = await page.request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ZUser.parse(await answer.json());
}

test('a card trial: the banner says the plan follows, then after cancelling that nothing is charged', async ({
  page,
}) => {
  await signUpWithCardThroughApi(page);
  await page.goto('/daily-tasks');
  await expect(trialBanner(page)).toContainText('7 days left in your free trial');
  await expect(trialBanner(page)).toContainText(/Your monthly plan starts .+ unless you cancel/);

  await cancelThroughPage(page);
  await expect(trialBanner(page)).toContainText('Trial cancelled');
  await expect(trialBanner(page)).toContainText('you will not be charged');
  await expect(trialBanner(page)).not.toContainText('days left');
  await expect(trialBanner(page)).not.toContainText('monthly plan');

  // Cancelled: nothing would charge again, so paying for life needs no warning.
  await page.goto('/payment-required');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByText(LIFETIME_ENDS_SUBSCRIPTION)).toHaveCount(0);
});

test('a subscriber is told before paying for life that it ends the subscription, and it does', async ({
  page,
}) => {
  await signUpWithCardThroughApi(page);
  await page.goto('/payment-required');
  // A trial that runs is not an expired one: the page offers, it does not demand.
  await expect(page.getByRole('heading', { name: 'Lifetime Access', level: 1 })).toBeVisible();
  await expect(page.getByText('Your 3-day free trial has ended.')).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveText(LIFETIME_ENDS_SUBSCRIPTION);
  await payForLifetime(page);

  await expect(trialBanner(page)).toHaveCount(0);
  const user = await userNow(page);
  expect(user).toMatchObject({ hasPaid: true, hasLifetimeAccess: true });
  expect(user.subscription?.status).toBe('canceled');

  await page.goto('/cancel-subscription');
  await expect(page.getByRole('status').filter({ hasText: HAS_LIFETIME_ACCESS })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await page.goto('/payment-required');
  await expect(page.getByRole('status').filter({ hasText: HAS_LIFETIME_ACCESS })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('a card that carried a free trial is refused for another account, in plain words', async ({
  page,
}) => {
  const card = newTrialCard();
  await signUpWithCardThroughApi(page, card);
  await page.evaluate(() => localStorage.clear());

  const user = newUser();
  await page.goto('/trial-signup');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Create Password').fill(user.password);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page, card);
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await expectToast(
    page,
    'Payment Setup Failed',
    'This card has already been used for a free trial. Please use another card.',
  );
  const signin = await page.request.post('/api/auth/signin', {
    data: { email: user.email, password: user.password },
  });
  expect(signin.status()).toBe(401);

  await fillCard(page, newTrialCard());
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  await expect(page.getByRole('heading', { name: 'Your trial has started!' })).toBeVisible();
});

test('the payment page with its warning has no serious accessibility violation', async ({
  page,
}) => {
  await signUpWithCardThroughApi(page);
  await expectAccessibleEverywhere(page, async () => {
    await page.goto('/payment-required');
    await expect(page.getByRole('note')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
  });
});
