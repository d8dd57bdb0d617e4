import {
  distinctTestCardNumber,
  startStripeStandIn,
  stripeSignatureHeader,
  type TStripeStandIn,
} from '@manifest/stripe-standin';
import { ZAuthResponse, ZUser } from '@manifest/contracts/auth';
import {
  CARD_ERROR_FIELD,
  CARD_TRIAL_USED_MESSAGE,
  TRIAL_ALREADY_USED_MESSAGE,
  ZClientSecretResponse,
} from '@manifest/contracts/payments';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { signupBody } from './support/test-users';

// One entitlement per person (issue 35, DESIGN.md "Entitlements"): one free
// trial per person and per card, a lifetime purchase that ends any subscription
// at once, and webhooks about objects the product never saw acknowledged.

const DAY_SECONDS = 24 * 60 * 60;
const WEBHOOK_SECRET = 'whsec_entitlements_suite';
const SECRET_KEY = 'sk_test_entitlements';

let standIn: TStripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  stripe = new Stripe(SECRET_KEY, standIn.sdkConfig);
});
afterAll(async () => {
  await standIn.close();
});

describe('one entitlement per person', () => {
  const api = useTestApp('postgres', {
    get env() {
      return {
        STRIPE_API_URL: standIn.url,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      };
    },
  });
  beforeAll(() => {
    standIn.sendWebhooksTo(`${api.url}/api/stripe/webhook`);
  });

  const userOf = async (token: string) =>
    ZUser.parse((await api.request('/api/auth/user', { token })).body);
  const rowOf = (userId: string) => api.knex('users').where({ id: userId }).first();

  /** A payment method for a card number, as Stripe.js makes one from what a person typed. */
  const cardFor = async (number: string) =>
    (
      await stripe.paymentMethods.create({
        type: 'card',
        card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
      })
    ).id;

  const signUpWithCard = async (number: string) =>
    api.request('/api/auth/signup', {
      json: signupBody({ paymentMethodId: await cardFor(number), startTrial: true }),
    });

  async function trialWithCard(number = distinctTestCardNumber()) {
    const answer = await signUpWithCard(number);
    expect(answer.status).toBe(201);
    await standIn.settled();
    return ZAuthResponse.parse(answer.body);
  }

  const startTrial = (token: string) =>
    api.request('/api/start-trial', {
      token,
      json: { userInfo: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
    });

  /** start-trial, the card confirmed in the browser, complete-trial-signup. */
  async function trialThroughSetup(token: string, number = distinctTestCardNumber()) {
    const started = await startTrial(token);
    expect(started.status).toBe(200);
    const setupIntentId =
      ZClientSecretResponse.parse(started.body).clientSecret.split('_secret_')[0] ?? '';
    await stripe.setupIntents.confirm(setupIntentId, { payment_method: await cardFor(number) });
    return setupIntentId;
  }
  const completeTrial = (token: string, setupIntentId: string) =>
    api.request('/api/complete-trial-signup', { token, json: { setupIntentId } });

  async function buyLifetime(token: string) {
    const created = await api.request('/api/create-payment-intent', { token, json: {} });
    expect(created.status).toBe(200);
    const intentId =
      ZClientSecretResponse.parse(created.body).clientSecret.split('_secret_')[0] ?? '';
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const verified = await api.request('/api/verify-payment', {
      token,
      json: { paymentIntentId: intentId },
    });
    expect(verified.status).toBe(200);
    await standIn.settled();
    return intentId;
  }

  /** What Stripe charged a customer: every paid invoice with money in it. */
  const chargesOf = async (userId: string) => {
    const { stripe_customer_id: customer } = await rowOf(userId);
    return standIn.events.filter(
      (event) =>
        event.type === 'invoice.paid' &&
        event.data.object.customer === customer &&
        Number(event.data.object.amount_paid) > 0,
    );
  };

  describe('one free trial per person', () => {
    it('a person whose trial ended unpaid is offered a payment, never another trial', async () => {
      const user = await api.newUser({ trialEndDate: new Date(Date.now() - 1000) });
      const answer = await startTrial(user.token);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: TRIAL_ALREADY_USED_MESSAGE });
      expect((await rowOf(user.id)).stripe_customer_id).toBeNull();
    });

    it('a cancelled card trial that ran out cannot be started again, by the browser or the webhook', async () => {
      const user = await api.newUser();
      // The card setup is prepared while the trial can still start, and confirmed
      // only after it was used: the exploit of the review.
      const first = await trialThroughSetup(user.token);
      expect((await completeTrial(user.token, first)).status).toBe(200);
      const cancelled = await api.request('/api/cancel-subscription', {
        token: user.token,
        json: {},
      });
      expect(cancelled.status).toBe(200);
      await standIn.advanceTime(8 * DAY_SECONDS);
      expect((await userOf(user.token)).subscription?.status).toBe('canceled');

      const again = await startTrial(user.token);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: TRIAL_ALREADY_USED_MESSAGE });

      const { stripe_customer_id: customer } = await rowOf(user.id);
      const setup = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        metadata: { userId: user.id },
      });
      await stripe.setupIntents.confirm(setup.id, {
        payment_method: await cardFor(distinctTestCardNumber()),
      });
      await standIn.settled();
      const completed = await completeTrial(user.token, setup.id);
      expect(completed.status).toBe(409);
      expect(completed.body).toEqual({ message: TRIAL_ALREADY_USED_MESSAGE });
      const subscriptions = await stripe.subscriptions.list({ customer, status: 'all' });
      expect(subscriptions.data.map(({ status }) => status)).toEqual(['canceled']);
      const after = await userOf(user.token);
      expect(after.isTrialActive).toBe(false);
      expect((await api.request('/api/daily-tasks', { token: user.token })).status).toBe(402);
    });

    it('a trial with a card keeps the end of the trial that began at sign-up', async () => {
      const user = await api.newUser({
        trialEndDate: new Date(Date.now() + 2.5 * DAY_SECONDS * 1000),
      });
      const setupIntentId = await trialThroughSetup(user.token);
      expect((await completeTrial(user.token, setupIntentId)).status).toBe(200);
      const { subscription_id: subscriptionId } = await rowOf(user.id);
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      expect((subscription.trial_end ?? 0) - (subscription.trial_start ?? 0)).toBe(3 * DAY_SECONDS);
    });
  });

  describe('one free trial per card, across accounts', () => {
    it('a card that carried a trial carries no other, even after its account is deleted', async () => {
      const card = distinctTestCardNumber();
      const { user: first } = await trialWithCard(card);

      const second = await signUpWithCard(card);
      expect(second.status).toBe(402);
      expect(second.body).toEqual({ message: CARD_TRIAL_USED_MESSAGE, field: CARD_ERROR_FIELD });

      const other = await api.newUser();
      const setupIntentId = await trialThroughSetup(other.token, card);
      const completed = await completeTrial(other.token, setupIntentId);
      expect(completed.status).toBe(402);
      expect(completed.body).toEqual({ message: CARD_TRIAL_USED_MESSAGE, field: CARD_ERROR_FIELD });
      expect((await userOf(other.token)).subscription).toBeNull();
      // The same person may still start their trial with a card of their own.
      const ownCard = await trialThroughSetup(other.token);
      expect((await completeTrial(other.token, ownCard)).status).toBe(200);

      await api.knex('users').where({ id: first.id }).delete();
      expect((await signUpWithCard(card)).status).toBe(402);
    });

    it('two sign-ups with one card at the same moment: one trial', async () => {
      const card = distinctTestCardNumber();
      const answers = await Promise.all([signUpWithCard(card), signUpWithCard(card)]);
      expect(answers.map(({ status }) => status).sort()).toEqual([201, 402]);
    });
  });

  describe('a lifetime purchase ends any subscription at once', () => {
    it('on the card trial: the trial subscription ends, and past its end nothing is charged', async () => {
      const { token, user } = await trialWithCard();
      expect(user.subscription?.status).toBe('trialing');
      await buyLifetime(token);

      const after = await userOf(token);
      expect(after).toMatchObject({ hasPaid: true, hasLifetimeAccess: true });
      expect(after.subscription?.status).toBe('canceled');
      const { subscription_id: subscriptionId } = await rowOf(user.id);
      expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');

      await standIn.advanceTime(40 * DAY_SECONDS);
      expect(await chargesOf(user.id)).toEqual([]);
      expect(await api.knex('payments').where({ user_id: user.id }).select('kind')).toEqual([
        { kind: 'lifetime' },
      ]);
      expect(await userOf(token)).toMatchObject({ hasPaid: true, hasLifetimeAccess: true });
      expect((await api.request('/api/daily-tasks', { token })).status).toBe(200);
    });

    it('a paying subscriber: the monthly subscription ends, and no month after is charged', async () => {
      const { token, user } = await trialWithCard();
      await standIn.advanceTime(8 * DAY_SECONDS);
      expect((await userOf(token)).subscription?.status).toBe('active');
      expect(await chargesOf(user.id)).toHaveLength(1);

      await buyLifetime(token);
      expect((await userOf(token)).subscription?.status).toBe('canceled');
      await standIn.advanceTime(65 * DAY_SECONDS);
      expect(await chargesOf(user.id)).toHaveLength(1);
    });

    it('a lifetime buyer is never offered a trial', async () => {
      const user = await api.newUser();
      await buyLifetime(user.token);
      const answer = await startTrial(user.token);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: 'Your account already has lifetime access' });
    });
  });

  describe('events about objects the product never saw', () => {
    const send = async (type: string, object: object) => {
      const payload = JSON.stringify({
        id: `evt_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      return api.request('/api/stripe/webhook', {
        rawBody: payload,
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': stripeSignatureHeader(
            payload,
            WEBHOOK_SECRET,
            Math.floor(Date.now() / 1000),
          ),
        },
      });
    };

    it('are acknowledged, logged and change nothing', async () => {
      const before = await api.knex('users').orderBy('id').select();
      const unknown = [
        ['customer.subscription.updated', { object: 'subscription', id: 'sub_NeverSeen' }],
        ['customer.subscription.deleted', { object: 'subscription', id: 'sub_NeverSeen' }],
        ['payment_intent.succeeded', { object: 'payment_intent', id: 'pi_NeverSeen' }],
        ['setup_intent.succeeded', { object: 'setup_intent', id: 'seti_NeverSeen' }],
      ] as const;
      for (const [type, object] of unknown) {
        const answer = await send(type, object);
        expect(answer.status, `${type}: ${JSON.stringify(answer.body)}`).toBe(200);
      }

      // Objects Stripe knows, for accounts this product never had.
      const customer = await stripe.customers.create({ metadata: { userId: randomUUID() } });
      const price = await stripe.prices.create({
        currency: 'usd',
        unit_amount: 999,
        recurring: { interval: 'month' },
        product_data: { name: 'Elsewhere' },
      });
      for (const userId of [randomUUID(), 'not-an-id']) {
        const subscription = await stripe.subscriptions.create({
          customer: customer.id,
          items: [{ price: price.id }],
          trial_period_days: 7,
          metadata: { userId },
        });
        expect((await send('customer.subscription.updated', subscription)).status).toBe(200);
      }
      const intent = await stripe.paymentIntents.create({
        amount: 999,
        currency: 'usd',
        customer: customer.id,
        metadata: { userId: randomUUID(), purpose: 'lifetime' },
      });
      await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
      expect((await send('payment_intent.succeeded', intent)).status).toBe(200);
      await standIn.settled();

      expect(await api.knex('users').orderBy('id').select()).toEqual(before);
      expect(await api.knex('payments').where({ id: intent.id })).toEqual([]);
      const acknowledged = api.logs.filter(
        ({ message }) => message === 'A Stripe event about an unknown object was acknowledged',
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(unknown.length + 2);
    });
  });
});
