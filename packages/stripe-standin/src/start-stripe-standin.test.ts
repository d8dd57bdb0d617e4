import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPEC3_CHECK_TIMEOUT_MS, spec3ProblemsIn } from './spec3-schemas';
import { secretKeyOf, startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// Through the real `stripe` SDK, as the API will talk to it.

let standIn: TStripeStandIn;
let stripe: Stripe;
let receiver: Server;
const received: Array<{ body: string; signature: string }> = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(parts).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  standIn = await startStripeStandIn({
    webhookUrl,
    webhookSecret: 'whsec_test_secret',
    recordAnswers: true,
  });
  stripe = new Stripe('sk_test_standin', standIn.sdkConfig);
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const card = (number: string, expYear = new Date().getUTCFullYear() + 2) =>
  stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: expYear, cvc: '123' },
    billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' },
  });

const delivered = async (type: string, objectId: string) => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = received.find((entry) => {
      const event = JSON.parse(entry.body) as { type: string; data: { object: { id: string } } };
      return event.type === type && event.data.object.id === objectId;
    });
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${type} for ${objectId} was never delivered`);
};

describe('the Stripe stand-in', () => {
  it('creates, reads and updates customers', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada' });
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
    });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('sets up a good card for a customer, who can then have it as default', async () => {
    const customer = await stripe.customers.create({ email: 'grace@example.com' });
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    expect(setup.client_secret).toMatch(new RegExp(`^${setup.id}_secret_`));
    const method = await card('4242424242424242');
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const confirmed = await stripe.setupIntents.confirm(setup.id, { payment_method: method.id });
    expect(confirmed.status).toBe('succeeded');
    expect((await stripe.paymentMethods.retrieve(method.id)).customer).toBe(customer.id);
    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: method.id },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(method.id);

    const event = await delivered('setup_intent.succeeded', setup.id);
    const verified = stripe.webhooks.constructEvent(
      event.body,
      event.signature,
      'whsec_test_secret',
    );
    expect(verified.type).toBe('setup_intent.succeeded');
    expect(() =>
      stripe.webhooks.constructEvent(event.body, event.signature, 'whsec_another_secret'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
  ])('declines %s as Stripe does: %s, %s', async (number, code, message) => {
    const setup = await stripe.setupIntents.create({});
    const method = await card(number);
    const failure = await stripe.setupIntents
      .confirm(setup.id, { payment_method: method.id })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({ code, message, statusCode: 402 });
    const after = await stripe.setupIntents.retrieve(setup.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error?.message).toBe(message);
    await delivered('setup_intent.setup_failed', setup.id);
  });

  it('refuses a card that has expired or a number that is wrong when it is created', async () => {
    await expect(card('4242424242424242', 2001)).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
    });
    await expect(card('4242')).rejects.toMatchObject({
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
  });

  it('charges a payment once, and answers a repeated request with the same object', async () => {
    const customer = await stripe.customers.create({ email: 'pay@example.com' });
    const create = () =>
      stripe.paymentIntents.create(
        {
          amount: 999,
          currency: 'usd',
          customer: customer.id,
          payment_method: 'pm_card_visa',
          confirm: true,
          metadata: { userId: 'u1' },
        },
        { idempotencyKey: 'lifetime-u1' },
      );
    const first = await create();
    const second = await create();
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'succeeded', amount: 999, amount_received: 999 });
    expect((await stripe.paymentIntents.retrieve(first.id)).metadata).toEqual({ userId: 'u1' });
    expect(
      standIn.events.filter(
        (event) => event.type === 'payment_intent.succeeded' && event.data.object.id === first.id,
      ),
    ).toHaveLength(1);
  });

  it('lets a card set up fine and then fail its charges (4000 0000 0000 0341)', async () => {
    const setup = await stripe.setupIntents.create({});
    const method = await card('4000000000000341');
    expect(
      (await stripe.setupIntents.confirm(setup.id, { payment_method: method.id })).status,
    ).toBe('succeeded');
    const payment = await stripe.paymentIntents.create({ amount: 999, currency: 'usd' });
    await expect(
      stripe.paymentIntents.confirm(payment.id, { payment_method: method.id }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await delivered('payment_intent.payment_failed', payment.id);
  });

  it('answers, and sends its events, in the API version the SDK pins', async () => {
    const customer = await stripe.customers.create({ email: 'version@example.com' });
    expect(customer.lastResponse.headers['stripe-version']).toBe(Stripe.API_VERSION);
    const event = await delivered('customer.created', customer.id);
    expect(JSON.parse(event.body)).toMatchObject({ api_version: Stripe.API_VERSION });
    const older = await fetch(`${standIn.url}/v1/customers/${customer.id}`, {
      headers: { Authorization: 'Bearer sk_test_standin', 'Stripe-Version': '2025-09-30.clover' },
    });
    expect(older.headers.get('stripe-version')).toBe('2025-09-30.clover');
  });

  it('can be slow: requests made together are under way together, answered in turn', async () => {
    standIn.setLatency(150);
    try {
      const started = Date.now();
      const [first, second] = await Promise.all([
        stripe.customers.create({ name: 'First' }, { idempotencyKey: 'slow-1' }),
        stripe.customers.create({ name: 'Second' }, { idempotencyKey: 'slow-2' }),
      ]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      expect(Date.now() - started).toBeLessThan(290);
      expect([first.name, second.name]).toEqual(['First', 'Second']);
    } finally {
      standIn.setLatency(0);
    }
  });

  it('replays an event with a fresh signature, and refuses a request without a secret key', async () => {
    await standIn.settled();
    const before = received.length;
    const event = standIn.events[0];
    if (!event) throw new Error('no event yet');
    await standIn.resendEvent(event.id);
    expect(received.length).toBe(before + 1);
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toMatchObject({ id: event.id });
    const anonymous = new Stripe('pk_test_not_a_secret', {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(anonymous.customers.create({})).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('what it answered', () => {
  it(
    'answered every call, and sent every event, as Stripe describes them (spec3)',
    () => {
      expect(standIn.answers.length).toBeGreaterThan(0);
      expect(spec3ProblemsIn(standIn)).toEqual([]);
    },
    SPEC3_CHECK_TIMEOUT_MS,
  );
});

describe('secretKeyOf', () => {
  it('reads a Bearer or a Basic secret key, and nothing else', () => {
    expect(secretKeyOf('Bearer sk_test_1')).toBe('sk_test_1');
    expect(secretKeyOf(`Basic ${Buffer.from('sk_test_2:').toString('base64')}`)).toBe('sk_test_2');
    expect(secretKeyOf('Token sk_test_3')).toBeUndefined();
    expect(secretKeyOf(undefined)).toBeUndefined();
  });
});
