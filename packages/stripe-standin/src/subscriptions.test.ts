import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPEC3_CHECK_TIMEOUT_MS, spec3ProblemsIn } from './spec3-schemas';
import { startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// A trial subscription through the real SDK, with a test clock moving time, and
// the invoices and events Stripe makes of it.

const DAY = 24 * 60 * 60;
let standIn: TStripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({ recordAnswers: true });
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

const invoiceOf = (event: { data: { object: unknown } }) => event.data.object as Stripe.Invoice;

describe('a trial subscription', () => {
  it("starts trialing for 7 days with Stripe's $0 invoice, then charges $9.99 and becomes active", async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_visa');
    expect(subscription).toMatchObject({
      status: 'trialing',
      trial_start: start,
      trial_end: start + 7 * DAY,
      billing_cycle_anchor: start + 7 * DAY,
    });
    expect(subscription.items.data[0]).toMatchObject({
      current_period_start: start,
      current_period_end: start + 7 * DAY,
    });
    expect(eventsOf('customer.subscription.created')).toHaveLength(1);
    // The trial's own invoice: nothing to pay, paid at once, the subscription's first.
    const [trialInvoice] = eventsOf('invoice.paid').map(invoiceOf);
    expect(trialInvoice).toMatchObject({
      amount_due: 0,
      amount_paid: 0,
      total: 0,
      status: 'paid',
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(trialInvoice?.lines.data[0]).toMatchObject({
      amount: 0,
      period: { start, end: start + 7 * DAY },
    });
    expect(subscription.latest_invoice).toBe(trialInvoice?.id);

    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 6 * DAY });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('trialing');
    expect(eventsOf('invoice.paid')).toHaveLength(1);

    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 8 * DAY });
    const active = await stripe.subscriptions.retrieve(subscription.id);
    expect(active.status).toBe('active');
    expect(active.items.data[0]).toMatchObject({
      current_period_start: start + 7 * DAY,
      current_period_end: Date.parse('2030-04-08T12:00:00Z') / 1000,
    });
    const paid = eventsOf('invoice.paid').map(invoiceOf);
    expect(paid).toHaveLength(2);
    expect(paid[1]).toMatchObject({
      amount_paid: 999,
      currency: 'usd',
      status: 'paid',
      billing_reason: 'subscription_cycle',
    });
    expect(active.latest_invoice).toBe(paid[1]?.id);
  });

  it('tells of the trial’s end three days before it, once', async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_visa');
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 3 * DAY });
    expect(eventsOf('customer.subscription.trial_will_end')).toHaveLength(0);
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 4 * DAY });
    const [told] = eventsOf('customer.subscription.trial_will_end');
    expect(told?.data.object).toMatchObject({ id: subscription.id, status: 'trialing' });
    expect(told?.created).toBe(start + 4 * DAY);
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 40 * DAY });
    expect(eventsOf('customer.subscription.trial_will_end')).toHaveLength(1);
  });

  it('goes past due when the card fails the first charge', async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_chargeCustomerFail');
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 8 * DAY });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const [failed] = eventsOf('invoice.payment_failed').map(invoiceOf);
    expect(failed).toMatchObject({
      status: 'open',
      amount_due: 999,
      amount_paid: 0,
      attempted: true,
      billing_reason: 'subscription_cycle',
    });
    // Only the trial's $0 invoice was ever paid.
    expect(eventsOf('invoice.paid').map((event) => invoiceOf(event).amount_paid)).toEqual([0]);
  });

  it('cancelled during the trial, it ends at the trial end and never charges', async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_visa');
    const updated = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(updated).toMatchObject({
      status: 'trialing',
      cancel_at_period_end: true,
      cancel_at: start + 7 * DAY,
      canceled_at: start,
      cancellation_details: { reason: 'cancellation_requested' },
    });
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 40 * DAY });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      status: 'canceled',
      ended_at: start + 7 * DAY,
    });
    expect(eventsOf('customer.subscription.deleted')).toHaveLength(1);
    expect(eventsOf('invoice.paid').map((event) => invoiceOf(event).amount_paid)).toEqual([0]);
  });

  it('renews every month while the card pays, and a cancel ends it at once', async () => {
    const { start, clock, subscription, eventsOf } = await trialFor('pm_card_visa');
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 70 * DAY });
    const reasons = eventsOf('invoice.paid').map((event) => invoiceOf(event).billing_reason);
    expect(reasons).toEqual([
      'subscription_create',
      'subscription_cycle',
      'subscription_cycle',
      'subscription_cycle',
    ]);
    const cancelled = await stripe.subscriptions.cancel(subscription.id);
    expect(cancelled.status).toBe('canceled');
    expect(eventsOf('customer.subscription.deleted')).toHaveLength(1);
  });

  it('without a trial, charges the first month at once', async () => {
    const customer = await stripe.customers.create({ email: 'now@example.com' });
    await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Manifest monthly' },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      default_payment_method: 'pm_card_visa',
    });
    expect(subscription.status).toBe('active');
    const invoice = standIn.events.find(
      (event) =>
        event.type === 'invoice.paid' && event.data.object.id === subscription.latest_invoice,
    );
    expect(invoice?.data.object).toMatchObject({
      amount_paid: 999,
      billing_reason: 'subscription_create',
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
