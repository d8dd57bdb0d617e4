import { startStripeStandIn, type TStripeStandIn } from '@manifest/stripe-standin';
import { ZAuthResponse, ZUser } from '@manifest/contracts/auth';
import { ZClientSecretResponse } from '@manifest/contracts/payments';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { signupBody } from '../support/test-users';
import { newCard } from '../support/stripe-cards';

// Stripe delivers webhooks at least once, in no promised order, and retries
// for days: every event here arrives twice, newest first, ten minutes after it
// happened (signed afresh at delivery, as Stripe signs each attempt). Each must
// have its one effect, and the user must end as Stripe says they are now.

const DAY_SECONDS = 24 * 60 * 60;
const DELAY_MS = 10 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_webhook_delivery_suite';

// The stand-in's clock runs DELAY_MS behind while events happen, and is back on time to deliver them.
let lateByMs = 0;
// How far advanceTime() has moved the stand-in's clock ahead.
let advancedSeconds = 0;
const standInSeconds = () => Math.floor((Date.now() - lateByMs) / 1000) + advancedSeconds;
let standIn: TStripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    now: () => new Date(Date.now() - lateByMs),
  });
  stripe = new Stripe('sk_test_delivery', standIn.sdkConfig);
});
afterAll(async () => {
  await standIn.close();
});

describe('Stripe webhooks delivered twice, out of order and ten minutes late', () => {
  const api = useTestApp('postgres', {
    get env() {
      return {
        STRIPE_API_URL: standIn.url,
        STRIPE_SECRET_KEY: 'sk_test_delivery',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      };
    },
  });

  /** Runs `happen` with webhooks held and the clock DELAY_MS behind; also answers the events it caused. */
  async function withheld<T>(happen: () => Promise<T>) {
    const before = standIn.events.length;
    standIn.sendWebhooksTo(undefined);
    lateByMs = DELAY_MS;
    try {
      const result = await happen();
      await standIn.settled();
      return { result, events: standIn.events.slice(before) };
    } finally {
      lateByMs = 0;
    }
  }

  /** Now, on time: every event twice, the newest first. */
  async function deliverLate(events: TStripeStandIn['events']) {
    standIn.sendWebhooksTo(`${api.url}/api/stripe/webhook`);
    for (const event of [...events].reverse()) {
      expect(standInSeconds() - Number(event.created)).toBeGreaterThanOrEqual(DELAY_MS / 1000 - 1);
      await standIn.resendEvent(event.id);
      await standIn.resendEvent(event.id);
    }
    const recorded = await api.knex('stripe_events').whereIn(
      'id',
      events.map((event) => event.id),
    );
    expect(recorded).toHaveLength(events.length);
  }

  const userOf = async (token: string) =>
    ZUser.parse((await api.request('/api/auth/user', { token })).body);
  const paymentsOf = (userId: string) => api.knex('payments').where({ user_id: userId });
  const receiptsTo = (email: string) =>
    api.mails.filter((mail) => mail.to === email && /receipt/i.test(mail.subject));

  async function signUpWithCard() {
    const body = signupBody({ paymentMethodId: await newCard(stripe), startTrial: true });
    const answer = await api.request('/api/auth/signup', { json: body });
    expect(answer.status).toBe(201);
    return { email: body.email as string, ...ZAuthResponse.parse(answer.body) };
  }

  it('a cancellation then its older "created" event: the trial stays cancelled, started once', async () => {
    const {
      result: { token, user },
      events,
    } = await withheld(async () => {
      const signedUp = await signUpWithCard();
      const cancelled = await api.request('/api/cancel-subscription', {
        token: signedUp.token,
        json: { reason: 'Too expensive' },
      });
      expect(cancelled.status).toBe(200);
      return signedUp;
    });
    const types = events.map((event) => event.type);
    expect(types).toContain('customer.subscription.created');
    expect(types).toContain('customer.subscription.updated');
    const startedAt = (await api.knex('users').where({ id: user.id }).first()).trial_started_at;

    await deliverLate(events);

    expect((await userOf(token)).subscription).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
    });
    const row = await api.knex('users').where({ id: user.id }).first();
    expect(row.trial_started_at).toEqual(startedAt);
    expect(await paymentsOf(user.id)).toEqual([]);
  });

  it('the first charge after the trial: paid once, one receipt, active', async () => {
    const { token, user, email } = await signUpWithCard();
    await standIn.settled();
    const { events } = await withheld(async () => {
      advancedSeconds += 8 * DAY_SECONDS;
      await standIn.advanceTime(8 * DAY_SECONDS);
    });
    expect(events.map((event) => event.type)).toContain('invoice.paid');
    // Nothing delivered yet: the API still believes the trial runs.
    expect((await userOf(token)).subscription?.status).toBe('trialing');

    await deliverLate(events);

    const after = await userOf(token);
    expect(after.subscription?.status).toBe('active');
    expect(after.hasPaid).toBe(true);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(receiptsTo(email)).toHaveLength(1);
  });

  it('the lifetime payment, known only from its late webhook: paid once, one receipt', async () => {
    const user = await api.newUser();
    const { events } = await withheld(async () => {
      const created = await api.request('/api/create-payment-intent', {
        token: user.token,
        json: { userInfo: { email: 'late@example.com', firstName: 'L', lastName: 'Ate' } },
      });
      expect(created.status).toBe(200);
      const intentId = ZClientSecretResponse.parse(created.body).clientSecret.split('_secret_')[0];
      await stripe.paymentIntents.confirm(intentId ?? '', { payment_method: 'pm_card_visa' });
    });
    expect((await userOf(user.token)).hasPaid).toBe(false);

    await deliverLate(events);

    expect((await userOf(user.token)).hasPaid).toBe(true);
    const payments = await paymentsOf(user.id);
    expect(payments).toEqual([expect.objectContaining({ kind: 'lifetime', amount_cents: 999 })]);
    const { email } = await api.knex('users').where({ id: user.id }).first();
    expect(receiptsTo(email)).toHaveLength(1);
  });
});
