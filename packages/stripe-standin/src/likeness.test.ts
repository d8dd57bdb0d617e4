import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPEC3_CHECK_TIMEOUT_MS, spec3Problems } from './spec3-schemas';
import {
  startStripeStandIn,
  type TStandInAnswer,
  type TStripeStandIn,
} from './start-stripe-standin';

// A stand-in is only as good as its likeness (DESIGN.md, "Payments"): every
// answer it gives and every event it sends, along the product's whole path,
// is valid against Stripe's published OpenAPI description (the spec3 subset in
// test-fixtures/stripe-spec3/): required fields, types, enums, nested objects,
// and no field Stripe's object does not have.

const DAY = 24 * 60 * 60;
let standIn: TStripeStandIn;
let stripe: Stripe;
let answers: TStandInAnswer[];
let receiver: Server;
/** Every webhook body as it arrived. */
const delivered: unknown[] = [];

/** Runs a call that Stripe refuses; its answer is recorded like any other. */
const refused = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('Stripe would have refused this call');
    },
    (error: unknown) => {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
    },
  );

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      delivered.push(JSON.parse(Buffer.concat(parts).toString('utf8')));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  standIn = await startStripeStandIn({
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`,
    recordAnswers: true,
  });
  stripe = new Stripe('sk_test_likeness', standIn.sdkConfig);
  answers = standIn.answers;

  // A trial that converts: a customer on a clock, a card set up, 7 days free, then paid.
  const start = Math.floor(Date.parse('2031-01-10T12:00:00Z') / 1000);
  const clock = await stripe.testHelpers.testClocks.create({
    frozen_time: start,
    name: 'likeness',
  });
  await stripe.testHelpers.testClocks.retrieve(clock.id);
  const customer = await stripe.customers.create({
    email: 'likeness@example.com',
    name: 'Ada Lovelace',
    metadata: { userId: 'u1' },
    test_clock: clock.id,
  });
  const card = await stripe.paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    billing_details: { name: 'Ada Lovelace', email: 'likeness@example.com' },
  });
  const setup = await stripe.setupIntents.create({
    customer: customer.id,
    usage: 'off_session',
    metadata: { userId: 'u1' },
  });
  await stripe.setupIntents.confirm(setup.id, { payment_method: card.id });
  await stripe.setupIntents.retrieve(setup.id);
  await stripe.paymentMethods.retrieve(card.id);
  await stripe.customers.update(customer.id, {
    invoice_settings: { default_payment_method: card.id },
  });
  await stripe.customers.retrieve(customer.id);
  const price = await stripe.prices.create({
    currency: 'usd',
    unit_amount: 999,
    recurring: { interval: 'month' },
    product_data: { name: 'Likeness monthly' },
  });
  await stripe.prices.retrieve(price.id);
  await stripe.products.retrieve(String(price.product));
  const trial = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    trial_period_days: 7,
    default_payment_method: card.id,
    metadata: { userId: 'u1' },
  });
  await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 5 * DAY });
  await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 8 * DAY });
  await stripe.subscriptions.retrieve(trial.id);
  await stripe.subscriptions.list({ customer: customer.id });

  // A one-time payment, confirmed later or at once.
  const payment = await stripe.paymentIntents.create({
    amount: 999,
    currency: 'usd',
    customer: customer.id,
    description: 'Lifetime access',
    metadata: { userId: 'u1', purpose: 'lifetime' },
  });
  await stripe.paymentIntents.confirm(payment.id, { payment_method: card.id });
  await stripe.paymentIntents.retrieve(payment.id);
  await stripe.paymentIntents.create({
    amount: 999,
    currency: 'usd',
    customer: customer.id,
    payment_method: 'pm_card_visa',
    confirm: true,
  });

  // A cancellation: at the period's end, then at once; what Stripe refuses after.
  await stripe.subscriptions.update(trial.id, {
    cancel_at_period_end: true,
    metadata: { cancellationReason: 'Too expensive' },
  });
  await stripe.subscriptions.cancel(trial.id);
  await refused(stripe.subscriptions.cancel(trial.id));
  await refused(stripe.subscriptions.update(trial.id, { cancel_at_period_end: false }));
  await refused(stripe.paymentIntents.confirm(payment.id, { payment_method: card.id }));

  // Declines: a card refused at setup, at payment, and at a renewal.
  const declining = await stripe.setupIntents.create({ customer: customer.id });
  await refused(
    stripe.setupIntents.confirm(declining.id, { payment_method: 'pm_card_chargeDeclined' }),
  );
  const declinedPayment = await stripe.paymentIntents.create({ amount: 999, currency: 'usd' });
  await refused(
    stripe.paymentIntents.confirm(declinedPayment.id, {
      payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
    }),
  );
  const failing = await stripe.customers.create({
    email: 'fails@example.com',
    test_clock: clock.id,
  });
  await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: failing.id });
  await stripe.subscriptions.create({
    customer: failing.id,
    items: [{ price: price.id }],
    trial_period_days: 2,
    default_payment_method: 'pm_card_chargeCustomerFail',
  });
  await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 11 * DAY });

  // What Stripe refuses before it runs, and a customer deleted.
  await refused(stripe.customers.create({ email: 'not-an-email' }));
  await refused(
    stripe.customers
      .create({}, { idempotencyKey: 'likeness-key' })
      .then(() => stripe.customers.create({ name: 'Other' }, { idempotencyKey: 'likeness-key' })),
  );
  await stripe.customers.del(failing.id);
  await stripe.customers.retrieve(failing.id);
  const [event] = standIn.events;
  if (event) await stripe.events.retrieve(event.id);
  await standIn.settled();
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The kinds of object in a value, nested ones included (a list's items, an event's object). */
const kindsIn = (value: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => kindsIn(item, found));
  else if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    if (typeof fields.object === 'string') {
      found.add(fields.deleted === true ? `deleted ${fields.object}` : fields.object);
    }
    if ('error' in fields) found.add('error');
    Object.values(fields).forEach((field) => kindsIn(field, found));
  }
  return found;
};

describe("the stand-in's objects are Stripe's", () => {
  it('covers every kind of object the product meets, in answers and events', () => {
    const kinds = kindsIn([...answers.map((answer) => answer.body), ...delivered]);
    for (const kind of [
      'customer',
      'deleted customer',
      'payment_method',
      'setup_intent',
      'payment_intent',
      'product',
      'price',
      'subscription',
      'subscription_item',
      'invoice',
      'line_item',
      'event',
      'list',
      'test_helpers.test_clock',
      'error',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(answers.filter((answer) => answer.status >= 400).length).toBeGreaterThanOrEqual(7);
  });

  it(
    'answers every call with an object valid against spec3',
    () => {
      const problems = answers.flatMap((answer, index) =>
        spec3Problems(answer.body, `#${String(index)} ${answer.method} ${answer.path}`),
      );
      expect(problems).toEqual([]);
    },
    SPEC3_CHECK_TIMEOUT_MS,
  );

  it(
    'sends every event, and its data.object, valid against spec3',
    () => {
      expect(delivered.length).toBe(standIn.events.length);
      const problems = delivered.flatMap((event, index) =>
        spec3Problems(event, `event #${String(index)} ${(event as { type: string }).type}`),
      );
      expect(problems).toEqual([]);
    },
    SPEC3_CHECK_TIMEOUT_MS,
  );
});
