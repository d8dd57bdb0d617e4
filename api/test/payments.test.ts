import { startStripeStandIn, type TStripeStandIn } from '@manifest/stripe-standin';
import { ZAuthResponse, ZUser } from '@manifest/contracts/auth';
import {
  CARD_ERROR_FIELD,
  ZClientSecretResponse,
  ZPaymentConfig,
  ZPaymentDoneResponse,
} from '@manifest/contracts/payments';
import { TRIAL_ENDED_MESSAGE } from '@manifest/contracts/trial';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '@manifest/stripe-standin';
import { cancelLinkToken } from '../src/features/payments/cancel-link';
import { INVALID_SIGNATURE_MESSAGE } from '../src/features/payments/stripe-webhook-handler';
import { useTestApp } from './support/test-app';
import { signupBody, TEST_PASSWORD } from './support/test-users';
import { newCard } from './support/stripe-cards';

// The money path through the real `stripe` SDK against the local stand-in, which
// sends its signed webhooks to the API under test (issue: trial and payments).

const DAY_SECONDS = 24 * 60 * 60;
const WEBHOOK_SECRET = 'whsec_payments_suite_secret';
const LINK_SECRET = 'payments-suite-link-secret';

let standIn: TStripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  stripe = new Stripe('sk_test_suite', standIn.sdkConfig);
});
afterAll(async () => {
  await standIn.close();
});

describe('trial and payments', () => {
  const api = useTestApp('postgres', {
    get env() {
      return {
        STRIPE_API_URL: standIn.url,
        STRIPE_SECRET_KEY: 'sk_test_suite',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        EMAIL_LINK_SECRET: LINK_SECRET,
      };
    },
  });
  beforeAll(() => {
    standIn.sendWebhooksTo(`${api.url}/api/stripe/webhook`);
  });

  const userOf = async (token: string) =>
    ZUser.parse((await api.request('/api/auth/user', { token })).body);
  const paymentsOf = (userId: string) =>
    api.knex('payments').where({ user_id: userId }).orderBy('paid_at');
  const mailsTo = (email: string, subject: RegExp) =>
    api.mails.filter((mail) => mail.to === email && subject.test(mail.subject));

  /** `POST /api/start-trial` for a user: the id of the setup intent the browser confirms. */
  async function startTrial(token: string) {
    const started = await api.request('/api/start-trial', {
      token,
      json: { userInfo: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
    });
    expect(started.status).toBe(200);
    return ZClientSecretResponse.parse(started.body).clientSecret.split('_secret_')[0] ?? '';
  }
  const completeTrial = (token: string, setupIntentId: string) =>
    api.request('/api/complete-trial-signup', { token, json: { setupIntentId } });
  const subscriptionsOf = async (userId: string) => {
    const row = await api.knex('users').where({ id: userId }).first();
    return (await stripe.subscriptions.list({ customer: row.stripe_customer_id })).data;
  };

  async function signUpWithCard(paymentMethodId: string) {
    const body = signupBody({ paymentMethodId, startTrial: true, confirmPassword: TEST_PASSWORD });
    const answer = await api.request('/api/auth/signup', { json: body });
    return { answer, email: body.email as string };
  }

  it('tells the browser how to load Stripe.js, in test mode', async () => {
    const answer = await api.request('/api/payments/config');
    expect(ZPaymentConfig.parse(answer.body)).toMatchObject({
      publishableKey: expect.stringMatching(/^pk_test_/),
      testMode: true,
      trialDays: 7,
      monthlyPriceCents: 999,
      lifetimePriceCents: 999,
      currency: 'usd',
    });
  });

  it('starts a 7-day trial at $9.99 a month from a confirmed card setup, once however often it is completed', async () => {
    const user = await api.newUser();
    const setupIntentId = await startTrial(user.token);
    await stripe.setupIntents.confirm(setupIntentId, { payment_method: await newCard(stripe) });

    const first = await completeTrial(user.token, setupIntentId);
    expect(first.status).toBe(200);
    const { user: after } = ZPaymentDoneResponse.parse(first.body);
    expect(after.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
    expect(after.isTrialActive).toBe(true);

    expect((await completeTrial(user.token, setupIntentId)).status).toBe(200);
    const subscriptions = await subscriptionsOf(user.id);
    expect(subscriptions).toHaveLength(1);
    const subscription = subscriptions[0] as Stripe.Subscription;
    expect(subscription.items.data[0]?.price.unit_amount).toBe(999);
    expect((subscription.trial_end ?? 0) - (subscription.trial_start ?? 0)).toBe(7 * DAY_SECONDS);
  });

  it("starts the trial from Stripe's webhook when the browser never completes the sign-up", async () => {
    const user = await api.newUser();
    const setupIntentId = await startTrial(user.token);
    await stripe.setupIntents.confirm(setupIntentId, { payment_method: await newCard(stripe) });
    await standIn.settled();

    const after = await userOf(user.token);
    expect(after.subscription).toMatchObject({ status: 'trialing' });
    expect(after.isTrialActive).toBe(true);
    // The browser coming back late changes nothing: still one subscription.
    expect((await completeTrial(user.token, setupIntentId)).status).toBe(200);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('a declined card setup starts no trial, whatever the webhook says', async () => {
    const user = await api.newUser();
    const setupIntentId = await startTrial(user.token);
    await expect(
      stripe.setupIntents.confirm(setupIntentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toThrow();
    await standIn.settled();
    expect((await userOf(user.token)).subscription).toBeNull();
    expect(api.logs.some(({ message }) => message === 'A card was declined')).toBe(true);
  });

  it('refuses to complete a trial whose card setup has not succeeded', async () => {
    const user = await api.newUser();
    const setupIntentId = await startTrial(user.token);
    const answer = await completeTrial(user.token, setupIntentId);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'The card setup has not succeeded' });
  });

  it('signs up with a card: the account and its trial subscription together', async () => {
    const { answer } = await signUpWithCard(await newCard(stripe));
    expect(answer.status).toBe(201);
    const { user } = ZAuthResponse.parse(answer.body);
    expect(user.subscription).toMatchObject({ status: 'trialing' });
    expect(user.isTrialActive).toBe(true);
  });

  it('a declined card creates no account and no charge, and says why', async () => {
    const before = standIn.events.length;
    const { answer, email } = await signUpWithCard('pm_card_chargeDeclined');
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({ message: 'Your card was declined.', field: CARD_ERROR_FIELD });
    expect(await api.knex('users').where({ email }).first()).toBeUndefined();
    const newEvents = standIn.events.slice(before).map((event) => event.type);
    expect(newEvents).not.toContain('customer.subscription.created');
    expect(newEvents).not.toContain('invoice.paid');
  });

  it('charges the lifetime price the server decides, and pays once however often it is verified or replayed', async () => {
    const user = await api.newUser();
    const created = await api.request('/api/create-payment-intent', {
      token: user.token,
      json: { amount: 1, userInfo: { email: 'ada@example.com', firstName: 'A', lastName: 'L' } },
    });
    expect(created.status).toBe(200);
    const { clientSecret } = ZClientSecretResponse.parse(created.body);
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    expect((await stripe.paymentIntents.retrieve(intentId)).amount).toBe(999);

    const tooEarly = await api.request('/api/verify-payment', {
      token: user.token,
      json: { paymentIntentId: intentId },
    });
    expect(tooEarly.status).toBe(402);

    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await standIn.settled();
    for (let time = 0; time < 2; time += 1) {
      const verified = await api.request('/api/verify-payment', {
        token: user.token,
        json: { paymentIntentId: intentId },
      });
      expect(verified.status).toBe(200);
      expect(ZPaymentDoneResponse.parse(verified.body).user.hasPaid).toBe(true);
    }
    const succeeded = standIn.events.find(
      (event) => event.type === 'payment_intent.succeeded' && event.data.object.id === intentId,
    );
    await standIn.resendEvent(succeeded?.id ?? '');

    expect(await paymentsOf(user.id)).toEqual([
      expect.objectContaining({ id: intentId, kind: 'lifetime', amount_cents: 999 }),
    ]);
    const { email } = await api.knex('users').where({ id: user.id }).first();
    expect(mailsTo(email, /receipt/i)).toHaveLength(1);
    const status = await api.request('/api/check-trial-status', { token: user.token });
    expect(status.body).toEqual({ trialExpired: false, paymentSuccessful: true });

    const second = await api.request('/api/create-payment-intent', { token: user.token, json: {} });
    expect(second.status).toBe(409);
  });

  it("never verifies someone else's payment", async () => {
    const payer = await api.newUser();
    const other = await api.newUser();
    const created = await api.request('/api/create-payment-intent', {
      token: payer.token,
      json: {},
    });
    const intentId =
      ZClientSecretResponse.parse(created.body).clientSecret.split('_secret_')[0] ?? '';
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const answer = await api.request('/api/verify-payment', {
      token: other.token,
      json: { paymentIntentId: intentId },
    });
    expect(answer.status).toBe(404);
    expect((await userOf(other.token)).hasPaid).toBe(false);
  });

  it('refuses a webhook with a bad or missing signature', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded' });
    const forged = await api.request('/api/stripe/webhook', {
      rawBody: payload,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': stripeSignatureHeader(
          payload,
          'whsec_wrong_secret_value',
          Date.now() / 1000,
        ),
      },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: INVALID_SIGNATURE_MESSAGE });
    const unsigned = await api.request('/api/stripe/webhook', {
      rawBody: payload,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await api.knex('stripe_events').where({ id: 'evt_forged' }).first()).toBeUndefined();
  });

  it("sends the payment-success page's /api/login home", async () => {
    const answer = await fetch(`${api.url}/api/login`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
  });

  it('validates what the calls are sent', async () => {
    const user = await api.newUser();
    const reason = await api.request('/api/cancel-subscription', {
      token: user.token,
      json: { reason: 'Bored' },
    });
    expect(reason.status).toBe(400);
    expect(JSON.stringify(reason.body)).toContain('Reason must be one of: Too expensive');
    const intent = await api.request('/api/verify-payment', {
      token: user.token,
      json: { paymentIntentId: 'nonsense' },
    });
    expect(intent.status).toBe(400);
    const unsigned = await api.request('/api/start-trial', { json: { userInfo: {} } });
    expect(unsigned.status).toBe(401);
  });

  it('cancelling during the trial never charges; when the trial ends the practice calls answer 402', async () => {
    const { answer, email } = await signUpWithCard(await newCard(stripe));
    const { token } = ZAuthResponse.parse(answer.body);
    const cancelled = await api.request('/api/cancel-subscription', {
      token,
      json: { reason: 'Too expensive' },
    });
    expect(cancelled.status).toBe(200);
    expect(ZUser.parse(cancelled.body).subscription).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
    });
    expect((await userOf(token)).subscription?.cancelAtPeriodEnd).toBe(true);
    const user = await api.knex('users').where({ email }).first();
    expect(
      await api.knex('subscription_cancellations').where({ user_id: user.id }).select('reason'),
    ).toEqual([{ reason: 'Too expensive' }]);

    await standIn.advanceTime(8 * DAY_SECONDS);
    const after = await userOf(token);
    expect(after.subscription?.status).toBe('canceled');
    expect(after.hasPaid).toBe(false);
    expect(await paymentsOf(user.id)).toEqual([]);
    const practice = await api.request('/api/daily-tasks', { token });
    expect(practice.status).toBe(402);
    expect(practice.body).toEqual({ message: TRIAL_ENDED_MESSAGE });
  });

  it("the reminder's one-click link cancels that subscription, signed in or not", async () => {
    const { answer } = await signUpWithCard(await newCard(stripe));
    const { token, user } = ZAuthResponse.parse(answer.body);
    const row = await api.knex('users').where({ id: user.id }).first();
    const link = {
      userId: user.id,
      subscriptionId: row.subscription_id as string,
      expiresAt: Date.now() + DAY_SECONDS * 1000,
    };
    const forged = await api.request('/api/cancel-subscription/link', {
      json: { token: cancelLinkToken(link, 'not-the-server-secret') },
    });
    expect(forged.status).toBe(410);
    expect((await userOf(token)).subscription?.cancelAtPeriodEnd).toBe(false);

    const cancelled = await api.request('/api/cancel-subscription/link', {
      json: { token: cancelLinkToken(link, LINK_SECRET) },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    expect((await userOf(token)).subscription?.cancelAtPeriodEnd).toBe(true);
  });

  it('past the trial end the card is charged: active and paid, with a receipt; a failing card leaves the user unpaid with 402', async () => {
    const good = await signUpWithCard(await newCard(stripe));
    const bad = await signUpWithCard('pm_card_chargeCustomerFail');
    const goodToken = ZAuthResponse.parse(good.answer.body).token;
    const badToken = ZAuthResponse.parse(bad.answer.body).token;

    await standIn.advanceTime(8 * DAY_SECONDS);

    const paid = await userOf(goodToken);
    expect(paid.subscription?.status).toBe('active');
    expect(paid.hasPaid).toBe(true);
    expect(mailsTo(good.email, /receipt/i)).toHaveLength(1);
    expect((await api.request('/api/daily-tasks', { token: goodToken })).status).toBe(200);

    const unpaid = await userOf(badToken);
    expect(unpaid.subscription?.status).toBe('past_due');
    expect(unpaid.hasPaid).toBe(false);
    expect(unpaid.isTrialActive).toBe(false);
    expect((await api.request('/api/daily-tasks', { token: badToken })).status).toBe(402);
  });
});
