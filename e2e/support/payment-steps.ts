import { expect, type Page } from '@playwright/test';
import { fillCard, TEST_CARDS } from './card-field';
import { expectToast } from './pages';

/** Pays the one-time lifetime price on /payment-required (already open) with a good card. */
export async function payForLifetime(page: Page) {
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByRole('button', { name: 'Complete Payment - $9.99' }).click();
  await expectToast(
    page,
    'Payment Successful!',
    'Welcome to the product! Your transformation journey begins now.',
  );
}

/** Cancels on /cancel-subscription as a person does: a reason, the confirmation, the button. */
export async function cancelThroughPage(page: Page) {
  await page.goto('/cancel-subscription');
  await page.getByRole('checkbox', { name: 'Too expensive' }).click();
  await page.getByRole('checkbox', { name: /I understand/ }).click();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription Cancelled' })).toBeVisible();
}
