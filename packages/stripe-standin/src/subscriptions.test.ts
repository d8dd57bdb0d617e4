import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// A trial subscription through the real SDK, with a test clock moving time.

const DAY = 24 * 60 * 60;
let standIn: TStripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = new Stripe('sk_test_standin', standIn.sdkConfig);
});

afterAll(async () => {
  await standIn.close();
});

/** A customer on a fresh clock with a card saved as default, and a 7-day trial at $9.99 a month. */
async function trialFor(paymentMethod: string) {
  const start = Math.floor(Date.parse('2030-03-01T12:00:00Z') / 1000);
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: start });
  const customer = await stripe.customers.create({
    email: 'trial@example.com',
    test_clock: clock.id,
  });
  await stripe.paymentMethods.attach(paymentMethod, { customer: customer.id });
  await stripe.customers.update(customer.id, {
    invoice_settings: { default_payment_method: paymentMethod },
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
  });
  const eventsOf = (type: string) =>
    standIn.events.filter(
      (event) =>
        event.type === type &&
        (event.data.object.id === subscription.id ||
          (event.data.object as { customer?: string }).customer === customer.id),
    );
  return { start, clock, customer, subscription, eventsOf };
}

describe('a trial subscription', () => {
  it('starts trialing for 7 days, then charges $9.99 and becomes active when the clock passes the trial', async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_visa');
    expect(subscription).toMatchObject({
      status: 'trialing',
      trial_start: start,
      trial_end: start + 7 * DAY,
    });
    expect(eventsOf('customer.subscription.created')).toHaveLength(1);

    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 6 * DAY });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('trialing');
    expect(eventsOf('invoice.paid')).toHaveLength(0);

    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 8 * DAY });
    const active = await stripe.subscriptions.retrieve(subscription.id);
    expect(active.status).toBe('active');
    expect(eventsOf('invoice.paid')).toHaveLength(1);
    expect(eventsOf('invoice.paid')[0]?.data.object).toMatchObject({
      amount_paid: 999,
      currency: 'usd',
      status: 'paid',
    });
  });

  it('goes past due when the card fails the first charge', async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_chargeCustomerFail');
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 8 * DAY });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    expect(eventsOf('invoice.payment_failed')).toHaveLength(1);
    expect(eventsOf('invoice.paid')).toHaveLength(0);
  });

  it('cancelled during the trial, it ends at the trial end and never charges', async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_visa');
    const updated = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(updated).toMatchObject({ status: 'trialing', cancel_at_period_end: true });
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 40 * DAY });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect(eventsOf('customer.subscription.deleted')).toHaveLength(1);
    expect(eventsOf('invoice.paid')).toHaveLength(0);
  });

  it('renews every month while the card pays, and a cancel ends it at once', async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_visa');
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 70 * DAY });
    expect(eventsOf('invoice.paid')).toHaveLength(3);
    const cancelled = await stripe.subscriptions.cancel(subscription.id);
    expect(cancelled.status).toBe('canceled');
    expect(eventsOf('customer.subscription.deleted')).toHaveLength(1);
  });
});
