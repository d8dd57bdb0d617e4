import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SPEC3_CHECK_TIMEOUT_MS, spec3ProblemsIn } from './spec3-schemas';
import { startStripeStandIn, type TStripeStandIn } from './start-stripe-standin';

// Idempotency keys through the real SDK, as Stripe keeps them
// (https://docs.stripe.com/api/idempotent_requests).

const HOUR = 60 * 60;
let standIn: TStripeStandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn({ recordAnswers: true });
  stripe = new Stripe('sk_test_recorded', standIn.sdkConfig);
});

afterAll(async () => {
  await standIn.close();
});

let keys = 0;
const freshKey = () => `idempotency-test-${String((keys += 1))}`;

describe('an Idempotency-Key', () => {
  it('replays the first answer for the same request, marked as replayed', async () => {
    const key = freshKey();
    const first = await stripe.customers.create({ name: 'Ada' }, { idempotencyKey: key });
    const second = await stripe.customers.create({ name: 'Ada' }, { idempotencyKey: key });
    expect(second.id).toBe(first.id);
    expect(standIn.answers.at(-1)?.headers['Idempotent-Replayed']).toBe('true');
    expect(standIn.events.filter((event) => event.data.object.id === first.id)).toHaveLength(1);
  });

  it('replays the answer as it was, not the object as it is now', async () => {
    const key = freshKey();
    const created = await stripe.customers.create({ name: 'Ada' }, { idempotencyKey: key });
    await stripe.customers.update(created.id, { name: 'Ada Lovelace' });
    const replayed = await stripe.customers.create({ name: 'Ada' }, { idempotencyKey: key });
    expect(replayed.name).toBe('Ada');
  });

  it('refuses the same key with other parameters: 400 idempotency_error', async () => {
    const key = freshKey();
    await stripe.customers.create({ name: 'Ada' }, { idempotencyKey: key });
    const refusal = await stripe.customers
      .create({ name: 'Grace' }, { idempotencyKey: key })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      type: 'StripeIdempotencyError',
      message: expect.stringContaining(
        'Keys for idempotent requests can only be used with the same parameters',
      ),
    });
    expect(standIn.answers.at(-1)?.body).toEqual({
      error: { type: 'idempotency_error', message: expect.stringContaining(key) },
    });
  });

  it('refuses the same key on another endpoint', async () => {
    const key = freshKey();
    await stripe.customers.create({}, { idempotencyKey: key });
    await expect(stripe.setupIntents.create({}, { idempotencyKey: key })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('keeps nothing for a request refused before it ran: the key is free again', async () => {
    const key = freshKey();
    await expect(
      stripe.customers.create({ email: 'not-an-email' }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ code: 'email_invalid' });
    const created = await stripe.customers.create(
      { email: 'ada@example.com' },
      { idempotencyKey: key },
    );
    expect(created.email).toBe('ada@example.com');
  });

  it('keeps a request that ran and failed: a declined card is declined again, not charged', async () => {
    const key = freshKey();
    const pay = () =>
      stripe.paymentIntents.create(
        { amount: 999, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true },
        { idempotencyKey: key },
      );
    const first = await pay().catch((error: unknown) => error);
    const second = await pay().catch((error: unknown) => error);
    expect(first).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second).toMatchObject({ code: 'card_declined', statusCode: 402 });
    expect(standIn.answers.at(-1)?.headers['Idempotent-Replayed']).toBe('true');
  });

  it('forgets a key after 24 hours', async () => {
    const key = freshKey();
    const first = await stripe.customers.create({ name: 'Ada' }, { idempotencyKey: key });
    await standIn.advanceTime(23 * HOUR);
    await expect(
      stripe.customers.create({ name: 'Grace' }, { idempotencyKey: key }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await standIn.advanceTime(1 * HOUR);
    const later = await stripe.customers.create({ name: 'Grace' }, { idempotencyKey: key });
    expect(later.id).not.toBe(first.id);
  });

  it('names the request and its key in the events it caused', async () => {
    const key = freshKey();
    const created = await stripe.customers.create({ name: 'Ada' }, { idempotencyKey: key });
    const event = standIn.events.find(
      (candidate) =>
        candidate.type === 'customer.created' && candidate.data.object.id === created.id,
    );
    expect(event?.request).toEqual({ id: created.lastResponse.requestId, idempotency_key: key });
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
