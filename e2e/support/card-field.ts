import { expect, type Locator, type Page } from '@playwright/test';
import { ZAuthResponse, type TUser } from '@manifest/contracts/auth';
import { distinctTestCardNumber } from '@manifest/stripe-standin';
import { E2E_PORTS } from '../ports';
import { storeSessionInBrowser } from './api-session';
import { newUser } from './users';

/** Stripe's test cards (docs.stripe.com/testing), as the stand-in honours them. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/**
 * A good card no other test typed, grouped as a person types it. A free trial
 * needs one: a card carries one trial, across accounts, as it would on Stripe.
 */
export const newTrialCard = () => distinctTestCardNumber().replace(/(\d{4})(?=\d)/g, '$1 ');

/** Types a card into the card element, as a person would (number, MM/YY, CVC). */
export async function fillCard(scope: Page | Locator, number: string, expiry = '12 / 34') {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiration date').fill(expiry);
  await scope.getByLabel('Security code').fill('123');
}

/**
 * A new user whose trial subscription was started with a card: the payment method
 * is created at the stand-in with the publishable key, as Stripe.js would, then the
 * account through the API's test setup (the real sign-up with a card).
 */
export async function signUpWithCardThroughApi(
  page: Page,
  cardNumber = distinctTestCardNumber(),
): Promise<{ user: TUser }> {
  const created = await page.request.post(
    `http://127.0.0.1:${E2E_PORTS.stripe}/v1/payment_methods`,
    {
      headers: { Authorization: 'Bearer pk_test_local-dev-only' },
      form: {
        type: 'card',
        'card[number]': cardNumber.replaceAll(' ', ''),
        'card[exp_month]': '12',
        'card[exp_year]': '2034',
        'card[cvc]': '123',
      },
    },
  );
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const response = await page.request.post('/api/test-setup/users', {
    data: { ...newUser(), paymentMethodId: id, startTrial: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = ZAuthResponse.parse(await response.json());
  await storeSessionInBrowser(page, token, user);
  return { user };
}
