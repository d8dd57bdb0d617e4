import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// A stand-in is only as good as its likeness (DESIGN.md, "Payments"): every object
// it returns, and every event it sends, has only fields Stripe's own objects have,
// each of the same JSON type. The reference is Stripe's published example objects
// (stripe/openapi, openapi/fixtures3.json), kept as their shapes in test-fixtures/.

type TShape = string | { [key: string]: TShape };
const SHAPES = (
  JSON.parse(
    readFileSync(new URL('../test-fixtures/stripe-object-shapes.json', import.meta.url), 'utf8'),
  ) as { resources: Record<string, Record<string, TShape>> }
).resources;

const jsonType = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
};

/** Where an object strays from Stripe's shape: fields Stripe does not have, or of another type. */
function differences(value: Record<string, unknown>, shape: Record<string, TShape>, path: string) {
  const found: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const expected = shape[key];
    const at = `${path}.${key}`;
    if (expected === undefined) {
      found.push(`${at} is not a field of Stripe's object`);
      continue;
    }
    if (field === null || expected === 'null') continue;
    const expectedType = typeof expected === 'string' ? expected : 'object';
    if (jsonType(field) !== expectedType) {
      found.push(`${at} is ${jsonType(field)}, Stripe's is ${expectedType}`);
    } else if (typeof expected === 'object' && jsonType(field) === 'object') {
      found.push(...differences(field as Record<string, unknown>, expected, at));
    }
  }
  return found;
}

let standIn: TStripeStandIn;
let stripe: Stripe;
const seen: Array<{ object: string } & Record<string, unknown>> = [];
const keep = <T>(object: T): T => {
  seen.push(object as unknown as { object: string } & Record<string, unknown>);
  return object;
};

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = new Stripe('sk_test_likeness', standIn.sdkConfig);
  // The product's whole path: a trial that converts, a one-time payment, a cancellation.
  const start = Math.floor(Date.parse('2031-01-10T12:00:00Z') / 1000);
  const clock = keep(await stripe.testHelpers.testClocks.create({ frozen_time: start }));
  const customer = keep(
    await stripe.customers.create({ email: 'likeness@example.com', test_clock: clock.id }),
  );
  keep(await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id }));
  keep(
    await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: 'pm_card_visa' },
    }),
  );
  const setup = keep(await stripe.setupIntents.create({ customer: customer.id }));
  keep(await stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' }));
  const payment = keep(
    await stripe.paymentIntents.create({ amount: 999, currency: 'usd', customer: customer.id }),
  );
  keep(await stripe.paymentIntents.confirm(payment.id, { payment_method: 'pm_card_visa' }));
  const price = keep(
    await stripe.prices.create({
      currency: 'usd',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Likeness monthly' },
    }),
  );
  const subscription = keep(
    await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 7,
    }),
  );
  keep(await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + 8 * 86_400 }));
  keep(await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
  for (const event of standIn.events) seen.push(event, event.data.object);
});

afterAll(async () => {
  await standIn.close();
});

describe("the stand-in's objects look like Stripe's", () => {
  it('covers every kind of object the product reads', () => {
    const kinds = new Set(seen.map((object) => object.object));
    for (const kind of [
      'customer',
      'payment_method',
      'setup_intent',
      'payment_intent',
      'price',
      'subscription',
      'invoice',
      'event',
      'test_helpers.test_clock',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('has only fields of Stripe’s objects, each of the same JSON type', () => {
    const problems = seen.flatMap((object) => {
      const shape = SHAPES[object.object];
      if (!shape) return [`${object.object} has no Stripe shape to compare with`];
      return differences(object, shape, object.object);
    });
    expect(problems).toEqual([]);
  });
});
