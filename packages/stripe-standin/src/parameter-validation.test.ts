import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPEC3_CHECK_TIMEOUT_MS, spec3ProblemsIn } from './spec3-schemas';
import { startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// What Stripe refuses in a request's parameters: 400 with its error object
// (type, code, param, message), before anything happens. Parameters the SDK's
// types do not allow are sent as a caller without types would send them.

let standIn: TStripeStandIn;
let stripe: Stripe;
let customerId: string;
let priceId: string;

beforeAll(async () => {
  standIn = await startStripeStandIn({ recordAnswers: true });
  stripe = new Stripe('sk_test_parameters', standIn.sdkConfig);
  customerId = (await stripe.customers.create({ email: 'params@example.com' })).id;
  await stripe.paymentMethods.attach('pm_card_visa', { customer: customerId });
  priceId = (
    await stripe.prices.create({
      currency: 'usd',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Manifest monthly' },
    })
  ).id;
});

afterAll(async () => {
  await standIn.close();
});

/** Stripe's refusal of a call, as the SDK reports it. */
const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call was accepted');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      const { statusCode, code, param, message, raw } = error as Stripe.errors.StripeError;
      expect((raw as { type: string }).type).toBe('invalid_request_error');
      return { statusCode, code, param, message };
    },
  );

const untyped = <T>(params: Record<string, unknown>) => params as T;

describe('parameters Stripe refuses', () => {
  it('an unknown parameter, at the top or nested: parameter_unknown', async () => {
    expect(
      await refusalOf(
        stripe.customers.create(untyped<Stripe.CustomerCreateParams>({ emial: 'a@example.com' })),
      ),
    ).toEqual({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'emial',
      message: 'Received unknown parameter: emial',
    });
    expect(
      await refusalOf(
        stripe.subscriptions.create({
          customer: customerId,
          items: [untyped<{ price: string }>({ price: priceId, colour: 'blue' })],
        }),
      ),
    ).toMatchObject({ code: 'parameter_unknown', param: 'items[0][colour]' });
  });

  it('an invalid currency', async () => {
    expect(
      await refusalOf(stripe.paymentIntents.create({ amount: 999, currency: 'xyz' })),
    ).toMatchObject({
      statusCode: 400,
      param: 'currency',
      message: expect.stringMatching(/^Invalid currency: xyz\. Stripe currently supports/),
    });
  });

  it('an invalid email: email_invalid', async () => {
    expect(await refusalOf(stripe.customers.create({ email: 'ada@' }))).toEqual({
      statusCode: 400,
      code: 'email_invalid',
      param: 'email',
      message: 'Invalid email address: ada@',
    });
  });

  it('an amount that is not an integer: parameter_invalid_integer', async () => {
    expect(
      await refusalOf(stripe.paymentIntents.create({ amount: 9.99, currency: 'usd' })),
    ).toEqual({
      statusCode: 400,
      code: 'parameter_invalid_integer',
      param: 'amount',
      message: 'Invalid integer: 9.99',
    });
  });

  it('trial_period_days that is not an integer: refused, and no subscription charges at once', async () => {
    const before = standIn.events.length;
    expect(
      await refusalOf(
        stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: priceId }],
          trial_period_days: 'abc' as unknown as number,
          default_payment_method: 'pm_card_visa',
        }),
      ),
    ).toEqual({
      statusCode: 400,
      code: 'parameter_invalid_integer',
      param: 'trial_period_days',
      message: 'Invalid integer: abc',
    });
    expect(standIn.events.slice(before)).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customerId })).data).toEqual([]);
  });

  it('an amount under the minimum: amount_too_small', async () => {
    expect(await refusalOf(stripe.paymentIntents.create({ amount: 49, currency: 'usd' }))).toEqual({
      statusCode: 400,
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    });
  });

  it('a metadata value over 500 characters', async () => {
    const long = 'x'.repeat(501);
    expect(await refusalOf(stripe.customers.create({ metadata: { note: long } }))).toMatchObject({
      statusCode: 400,
      param: 'metadata[note]',
      message: expect.stringContaining(
        'Metadata values can have up to 500 characters, but you passed in a value that is 501 characters.',
      ),
    });
    const exactly = await stripe.customers.create({ metadata: { note: 'x'.repeat(500) } });
    expect(exactly.metadata.note).toHaveLength(500);
  });

  it('a required parameter left out: parameter_missing', async () => {
    expect(
      await refusalOf(
        stripe.paymentIntents.create(untyped<Stripe.PaymentIntentCreateParams>({ amount: 999 })),
      ),
    ).toEqual({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'currency',
      message: 'Missing required param: currency.',
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
