import { startStripeStandIn, type TStripeStandIn } from '@manifest/stripe-standin';
import { ZAuthResponse, ZUser } from '@manifest/contracts/auth';
import { ZClientSecretResponse } from '@manifest/contracts/payments';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { signupBody, TEST_PASSWORD } from './support/test-users';
import { newCard } from './support/stripe-cards';

// What the real Stripe refuses, and the API must live with: an idempotency key
// reused with other parameters, a subscription Stripe has already ended, the
// $0 invoice that opens every trial. The stand-in refuses these as Stripe does
// (packages/stripe-standin), so each case here is one a person could meet.

const DAY_SECONDS = 24 * 60 * 60;
const WEBHOOK_SECRET = 'whsec_stripe_rules_suite';

let standIn: TStripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  stripe = new Stripe('sk_test_rules', standIn.sdkConfig);
});
afterAll(async () => {
  await standIn.close();
});

describe('payments against the rules of the real Stripe', () => {
  const api = useTestApp('postgres', {
    get env() {
      return {
        STRIPE_API_URL: standIn.url,
        STRIPE_SECRET_KEY: 'sk_test_rules',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      };
    },
  });
  const webhookUrl = () => `${api.url}/api/stripe/webhook`;
  beforeAll(() => {
    standIn.sendWebhooksTo(webhookUrl());
  });

  const userOf = async (token: string) =>
    ZUser.parse((await api.request('/api/auth/user', { token })).body);
  const rowOf = (userId: string) => api.knex('users').where({ id: userId }).first();
  const receiptsTo = (email: string) =>
    api.mails.filter((mail) => mail.to === email && /receipt/i.test(mail.subject));

  async function signUpWithCard() {
    const body = signupBody({ paymentMethodId: await newCard(stripe), startTrial: true });
    const answer = await api.request('/api/auth/signup', { json: body });
    expect(answer.status).toBe(201);
    await standIn.settled();
    return { email: body.email as string, ...ZAuthResponse.parse(answer.body) };
  }

  /** Stripe ends the subscription (support, a dispute, the dashboard); its webhook is late. */
  async function endedAtStripeOnly(userId: string) {
    const { subscription_id: subscriptionId } = await rowOf(userId);
    standIn.sendWebhooksTo(undefined);
    try {
      await stripe.subscriptions.cancel(subscriptionId as string);
    } finally {
      standIn.sendWebhooksTo(webhookUrl());
    }
    expect((await rowOf(userId)).subscription_status).toBe('trialing');
    return subscriptionId as string;
  }

  it('makes one Stripe customer for a person whose two first payment calls meet, whatever name each sends', async () => {
    const user = await api.newUser();
    // Both calls are under way at Stripe together: each makes the customer.
    standIn.setLatency(300);
    try {
      const [trial, payment] = await Promise.all([
        api.request('/api/start-trial', {
          token: user.token,
          json: { userInfo: { firstName: 'Ada', lastName: 'King', email: 'ada@example.com' } },
        }),
        new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
          api.request('/api/create-payment-intent', { token: user.token, json: {} }),
        ),
      ]);
      expect(trial.status).toBe(200);
      expect(payment.status).toBe(200);
      ZClientSecretResponse.parse(payment.body);
    } finally {
      standIn.setLatency(0);
    }
    const customers = standIn.events.filter(
      (event) =>
        event.type === 'customer.created' &&
        (event.data.object.metadata as Record<string, string>).userId === user.id,
    );
    expect(customers).toHaveLength(1);
    expect((await rowOf(user.id)).stripe_customer_id).toBe(customers[0]?.data.object.id);
  });

  it('cancelling a subscription Stripe has already ended shows it ended, never a 503', async () => {
    const { token, user } = await signUpWithCard();
    await endedAtStripeOnly(user.id);

    const cancelled = await api.request('/api/cancel-subscription', {
      token,
      json: { reason: 'Too expensive' },
    });
    expect(cancelled.status).toBe(200);
    expect(ZUser.parse(cancelled.body).subscription).toMatchObject({ status: 'canceled' });
    const after = await userOf(token);
    expect(after.subscription?.status).toBe('canceled');
    expect(after.isTrialActive).toBe(false);
  });

  it('deleting the account of a person whose subscription Stripe has already ended works', async () => {
    const { token, user, email } = await signUpWithCard();
    const subscriptionId = await endedAtStripeOnly(user.id);

    const deleted = await api.request('/api/account/delete', {
      token,
      json: { confirmEmail: email, password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    expect(await rowOf(user.id)).toBeUndefined();
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });

  it("takes a trial's $0 first invoice as no payment (no receipt, not paid), and the first charge as one", async () => {
    const { token, user, email } = await signUpWithCard();
    const { subscription_id: subscriptionId } = await rowOf(user.id);
    const zeroInvoice = standIn.events.find(
      (event) =>
        event.type === 'invoice.paid' &&
        (event.data.object as unknown as Stripe.Invoice).parent?.subscription_details
          ?.subscription === subscriptionId,
    );
    expect(zeroInvoice?.data.object).toMatchObject({
      amount_paid: 0,
      billing_reason: 'subscription_create',
    });
    // Delivered and handled (recorded), with nothing paid.
    expect(await api.knex('stripe_events').where({ id: zeroInvoice?.id })).toHaveLength(1);
    expect(await api.knex('payments').where({ user_id: user.id })).toEqual([]);
    expect(receiptsTo(email)).toEqual([]);
    const during = await userOf(token);
    expect(during).toMatchObject({ hasPaid: false, isTrialActive: true });
    expect(during.subscription?.status).toBe('trialing');

    // Three days before the end Stripe says the trial ends soon: acknowledged, nothing changes.
    await standIn.advanceTime(5 * DAY_SECONDS);
    const soon = standIn.events.find(
      (event) =>
        event.type === 'customer.subscription.trial_will_end' &&
        event.data.object.id === subscriptionId,
    );
    expect(await api.knex('stripe_events').where({ id: soon?.id })).toHaveLength(1);
    expect((await userOf(token)).subscription?.status).toBe('trialing');

    await standIn.advanceTime(3 * DAY_SECONDS);
    expect(await api.knex('payments').where({ user_id: user.id })).toEqual([
      expect.objectContaining({ kind: 'subscription', amount_cents: 999 }),
    ]);
    expect(receiptsTo(email).map((mail) => mail.subject)).toEqual(['Your receipt: $9.99']);
    expect(await userOf(token)).toMatchObject({ hasPaid: true });
  });
});
