import { describe, expect, it } from 'vitest';

import { priceObject } from './objects/prices';
import { subscriptionItemObject, subscriptionObject } from './objects/subscriptions';
import {
  SKIPPED_SCHEMAS,
  SPEC3_CHECK_TIMEOUT_MS,
  SPEC3_SCHEMAS,
  schemaValidator,
  spec3Problems,
} from './spec3-schemas';

// The check itself: it must compile the whole subset and refuse what Stripe's
// description refuses, or a green likeness test would mean nothing.

const customer = {
  id: 'cus_1',
  object: 'customer',
  created: 1_900_000_000,
  livemode: false,
  email: null,
  test_clock: null,
};

describe('the spec3 subset, as JSON Schema', () => {
  it(
    'compiles every schema: each $ref reaches an extracted or a skipped schema',
    () => {
      expect(Object.keys(SPEC3_SCHEMAS).length).toBeGreaterThanOrEqual(160);
      expect(SKIPPED_SCHEMAS).toContain('discount');
      for (const name of Object.keys(SPEC3_SCHEMAS)) {
        expect(() => schemaValidator(name), name).not.toThrow();
      }
    },
    SPEC3_CHECK_TIMEOUT_MS,
  );

  it('accepts an object as Stripe describes it, null where Stripe allows null', () => {
    expect(spec3Problems(customer)).toEqual([]);
    expect(spec3Problems({ ...customer, test_clock: 'clock_1', discount: null })).toEqual([]);
    expect(spec3Problems({ id: 'cus_1', object: 'customer', deleted: true })).toEqual([]);
  });

  it('refuses a missing required field, a wrong type, a value outside an enum', () => {
    const { created: _created, ...withoutCreated } = customer;
    expect(spec3Problems(withoutCreated).join()).toContain("must have required property 'created'");
    expect(spec3Problems({ ...customer, livemode: 'false' }).join()).toContain('must be boolean');
    expect(spec3Problems({ ...customer, tax_exempt: 'maybe' }).join()).toContain('allowed values');
    expect(spec3Problems({ ...customer, email: 5 }).join()).toContain('must be string');
  });

  it('refuses a field this API version no longer sends (subscription.current_period_end)', () => {
    const price = priceObject({
      id: 'price_1',
      created: 1_900_000_000,
      currency: 'usd',
      unitAmount: 999,
      product: 'prod_1',
      recurring: { interval: 'month', intervalCount: 1 },
      metadata: {},
      nickname: null,
      lookupKey: null,
    });
    const subscription = subscriptionObject({
      id: 'sub_1',
      created: 1_900_000_000,
      customer: 'cus_1',
      testClock: null,
      currency: 'usd',
      item: subscriptionItemObject({
        id: 'si_1',
        created: 1_900_000_000,
        subscription: 'sub_1',
        price,
        quantity: 1,
        periodStart: 1_900_000_000,
        periodEnd: 1_900_604_800,
        metadata: {},
      }),
      trial: { start: 1_900_000_000, end: 1_900_604_800 },
      defaultPaymentMethod: null,
      description: null,
      metadata: {},
    });
    expect(spec3Problems(subscription)).toEqual([]);
    expect(spec3Problems({ ...subscription, current_period_end: 1_900_604_800 })).toEqual([
      'answer must NOT have additional properties (current_period_end)',
    ]);
  });

  it('refuses an object the subset has no schema for where Stripe allows an id', () => {
    // `customer.discount` is a `discount` (skipped): an object there cannot be checked.
    expect(
      spec3Problems({ ...customer, discount: { id: 'di_1', object: 'discount' } }),
    ).not.toEqual([]);
  });

  it('checks nested objects, list items and an event’s object', () => {
    expect(
      spec3Problems({ ...customer, invoice_settings: { default_payment_method: 7 } }),
    ).not.toEqual([]);
    const list = { object: 'list', url: '/v1/customers', has_more: false, data: [customer, {}] };
    expect(spec3Problems(list)).toEqual(['answer.data[1] has no "object" field']);
    const event = {
      id: 'evt_1',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: 1_900_000_000,
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      type: 'customer.created',
      data: { object: { ...customer, balance: 'zero' } },
    };
    expect(spec3Problems(event)).toEqual(['answer.data.object/balance must be integer']);
  });

  it("checks an error answer against Stripe's error object", () => {
    expect(spec3Problems({ error: { type: 'invalid_request_error', message: 'No' } })).toEqual([]);
    expect(spec3Problems({ error: { type: 'oops', code: null } }).length).toBeGreaterThan(0);
  });
});
