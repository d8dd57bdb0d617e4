import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';

import { SPEC3_CHECK_TIMEOUT_MS, spec3ProblemsIn } from './spec3-schemas';
import { startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// What a browser gets: the Stripe.js-compatible script, CORS, and the publishable
// key's narrow rights (create a card, confirm an intent whose secret it holds).

let standIn: TStripeStandIn;
let stripe: Stripe;
const PUBLISHABLE = 'pk_test_browser';

const browserCall = (path: string, body?: Record<string, string>) =>
  fetch(`${standIn.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${PUBLISHABLE}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost:3000',
    },
    body: body ? new URLSearchParams(body) : undefined,
  });

const card = (number: string) => ({
  type: 'card',
  'card[number]': number,
  'card[exp_month]': '12',
  'card[exp_year]': String(new Date().getFullYear() + 2),
  'card[cvc]': '123',
});

beforeAll(async () => {
  standIn = await startStripeStandIn({ recordAnswers: true });
  stripe = new Stripe('sk_test_standin', standIn.sdkConfig);
});

afterAll(async () => {
  await standIn.close();
});

describe('the stand-in for browsers', () => {
  it('serves a Stripe.js-compatible script that defines window.Stripe', async () => {
    const answer = await fetch(standIn.stripeJsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    const source = await answer.text();
    expect(source).toContain('window.Stripe = Stripe');
    expect(source).toContain('confirmCardSetup');
  });

  it('answers CORS preflights and marks answers readable from any origin', async () => {
    const preflight = await fetch(`${standIn.url}/v1/payment_methods`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const created = await browserCall('/v1/payment_methods', card('4242424242424242'));
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets a publishable key create a card and confirm an intent with its client secret', async () => {
    const created = await browserCall('/v1/payment_methods', card('4242 4242 4242 4242'));
    const method = (await created.json()) as { id: string; card: { last4: string } };
    expect(method.card.last4).toBe('4242');
    const customer = await stripe.customers.create({ email: 'browser@example.com' });
    const intent = await stripe.setupIntents.create({ customer: customer.id });

    const withoutSecret = await browserCall(`/v1/setup_intents/${intent.id}/confirm`, {
      payment_method: method.id,
    });
    expect(withoutSecret.status).toBe(404);

    const confirmed = await browserCall(`/v1/setup_intents/${intent.id}/confirm`, {
      payment_method: method.id,
      client_secret: intent.client_secret ?? '',
    });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  });

  it('refuses a publishable key everything else, and a declined card says so', async () => {
    const listing = await browserCall('/v1/customers', { email: 'x@example.com' });
    expect(listing.status).toBe(401);
    expect(((await listing.json()) as { error: { message: string } }).error.message).toMatch(
      /publishable API key/,
    );

    const declined = await browserCall('/v1/payment_methods', card('4000000000000002'));
    const method = (await declined.json()) as { id: string };
    const customer = await stripe.customers.create({ email: 'declined@example.com' });
    await expect(
      stripe.paymentMethods.attach(method.id, { customer: customer.id }),
    ).rejects.toThrow('Your card was declined.');
  });

  it('moves time for customers without a clock: a trial ends and is billed', async () => {
    const customer = await stripe.customers.create({ email: 'time@example.com' });
    await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const product = await stripe.products.create({ name: 'Manifest monthly' });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 999,
            recurring: { interval: 'month' },
            product: product.id,
          },
        },
      ],
      trial_period_days: 7,
      default_payment_method: 'pm_card_visa',
    });
    expect(subscription.status).toBe('trialing');
    await standIn.advanceTime(8 * 24 * 60 * 60);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await stripe.customers.del(customer.id);
    // As on Stripe, a deleted customer is still answered, marked deleted.
    expect(await stripe.customers.retrieve(customer.id)).toEqual(
      expect.objectContaining({ id: customer.id, deleted: true }),
    );
    await expect(stripe.customers.update(customer.id, { name: 'Gone' })).rejects.toThrow(
      /No such customer/,
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
