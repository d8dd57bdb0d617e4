import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPEC3_CHECK_TIMEOUT_MS, spec3ProblemsIn } from './spec3-schemas';
import { startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// What Stripe refuses because of where an object is in its life, through the real SDK.

let standIn: TStripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({ recordAnswers: true });
  stripe = new Stripe('sk_test_states', standIn.sdkConfig);
});

afterAll(async () => {
  await standIn.close();
});

async function trialSubscription() {
  const customer = await stripe.customers.create({ email: 'states@example.com' });
  await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  const price = await stripe.prices.create({
    currency: 'usd',
    unit_amount: 999,
    recurring: { interval: 'month' },
    product_data: { name: 'Manifest monthly' },
  });
  return stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    trial_period_days: 7,
    default_payment_method: 'pm_card_visa',
  });
}

describe('a payment intent', () => {
  it('that succeeded cannot be confirmed again: 400 payment_intent_unexpected_state', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 999, currency: 'usd' });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const refusal = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_visa' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      payment_intent: { id: intent.id, status: 'succeeded', amount_received: 999 },
    });
    // Charged once.
    expect(
      standIn.events.filter(
        (event) => event.type === 'payment_intent.succeeded' && event.data.object.id === intent.id,
      ),
    ).toHaveLength(1);
  });

  it('declined keeps waiting for a card, and a good card then succeeds', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 999, currency: 'usd' });
    await expect(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({
      code: 'card_declined',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });
});

describe('a setup intent', () => {
  it('that succeeded cannot be confirmed again: 400 setup_intent_unexpected_state', async () => {
    const customer = await stripe.customers.create({});
    const intent = await stripe.setupIntents.create({ customer: customer.id });
    await stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await expect(
      stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'setup_intent_unexpected_state' });
  });
});

describe('a subscription', () => {
  it('once canceled refuses updates (400) and a second cancel (404)', async () => {
    const subscription = await trialSubscription();
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    await expect(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      message: 'You cannot update a subscription that is `canceled` or `incomplete_expired`.',
    });
    await expect(stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    // It can still be read, as Stripe says it is.
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });

  it('is listed while live; once ended only when asked for', async () => {
    const subscription = await trialSubscription();
    const customer = String(subscription.customer);
    expect((await stripe.subscriptions.list({ customer })).data).toHaveLength(1);
    await stripe.subscriptions.cancel(subscription.id);
    expect((await stripe.subscriptions.list({ customer })).data).toHaveLength(0);
    expect((await stripe.subscriptions.list({ customer, status: 'canceled' })).data).toHaveLength(
      1,
    );
    expect((await stripe.subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);
  });

  it('charges only a card of its own customer', async () => {
    const subscription = await trialSubscription();
    const stranger = await stripe.customers.create({});
    const card = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    await stripe.paymentMethods.attach(card.id, { customer: stranger.id });
    await expect(
      stripe.subscriptions.update(subscription.id, { default_payment_method: card.id }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'default_payment_method' });
    const other = await stripe.customers.create({});
    await expect(stripe.paymentMethods.attach(card.id, { customer: other.id })).rejects.toThrow(
      'The payment method you provided has already been attached to a customer.',
    );
  });
  it(
    'answered every call, and sent every event, as Stripe describes them (spec3)',
    () => {
      expect(standIn.answers.length).toBeGreaterThan(0);
      expect(spec3ProblemsIn(standIn)).toEqual([]);
    },
    SPEC3_CHECK_TIMEOUT_MS,
  );
});
