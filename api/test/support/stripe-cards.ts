import { distinctTestCardNumber } from '@manifest/stripe-standin';
import type Stripe from 'stripe';

/**
 * A payment method for a card no test has used: another person's card. One card
 * gets one free trial, across accounts, so each trial a suite starts needs its own.
 */
export async function newCard(stripe: Stripe): Promise<string> {
  const method = await stripe.paymentMethods.create({
    type: 'card',
    card: { number: distinctTestCardNumber(), exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  return method.id;
}
