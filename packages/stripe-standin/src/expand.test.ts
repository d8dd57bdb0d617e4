import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPEC3_CHECK_TIMEOUT_MS, spec3ProblemsIn } from './spec3-schemas';
import { startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// `expand[]` through the real SDK: ids become the objects they name, and the
// answer is still one Stripe's description allows.

let standIn: TStripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({ recordAnswers: true });
  stripe = new Stripe('sk_test_recorded', standIn.sdkConfig);
});

afterAll(async () => {
  await standIn.close();
});

describe('expand', () => {
  it("expands a setup intent's card, a subscription's invoice and customer, a list's items", async () => {
    const customer = await stripe.customers.create({ email: 'expand@example.com' });
    const setup = await stripe.setupIntents.create({ customer: customer.id });
    await stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' });
    const withCard = await stripe.setupIntents.retrieve(setup.id, { expand: ['payment_method'] });
    expect(withCard.payment_method).toMatchObject({
      id: 'pm_card_visa',
      card: { last4: '4242', fingerprint: expect.any(String) },
    });

    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Manifest monthly' },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 7,
      default_payment_method: 'pm_card_visa',
      expand: ['latest_invoice', 'customer', 'items.data.price.product'],
    });
    expect(subscription.latest_invoice).toMatchObject({ object: 'invoice', amount_paid: 0 });
    expect(subscription.customer).toMatchObject({ object: 'customer', id: customer.id });
    expect(subscription.items.data[0]?.price.product).toMatchObject({ object: 'product' });

    const listed = await stripe.subscriptions.list({
      customer: customer.id,
      expand: ['data.default_payment_method'],
    });
    expect(listed.data[0]?.default_payment_method).toMatchObject({ object: 'payment_method' });
    // Expanded or not, the stored object still holds ids.
    expect((await stripe.subscriptions.retrieve(subscription.id)).customer).toBe(customer.id);
  });

  it('refuses a path that names no id', async () => {
    const customer = await stripe.customers.create({});
    await expect(
      stripe.customers.retrieve(customer.id, { expand: ['invoice_prefix'] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'expand',
      message: 'This property cannot be expanded (invoice_prefix).',
    });
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
