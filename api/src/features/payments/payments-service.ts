import type { TUser } from '@manifest/contracts/auth';
import {
  CANCEL_LINK_INVALID_MESSAGE,
  CANCELLATION_RETENTION_DAYS,
  CARD_ERROR_FIELD,
  CARD_TRIAL_USED_MESSAGE,
  TRIAL_ALREADY_USED_MESSAGE,
  type TCancellationReason,
  type TPaymentConfig,
  type TTrialUserInfo,
} from '@manifest/contracts/payments';
import type { Knex } from 'knex';
import Stripe from 'stripe';
import type { Env } from '../../config/env';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { Metrics } from '../../observability/metrics';
import { findUserById } from '../auth/users-repository';
import type { UserRow } from '../auth/user-view';
import {
  applySubscription,
  claimTrialCard,
  hasCardHadTrial,
  knownUserId,
  recordCancellation,
  recordPayment,
  setStripeCustomer,
} from './billing-repository';
import { readCancelLinkToken } from './cancel-link';
import { receiptMail } from './payment-emails';
import { cancelSubscription, hasSubscriptionEnded, updateSubscription } from './subscription-calls';
import { subscriptionFields } from './subscription-state';
import { idOf } from './stripe-ids';

export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Payments are unavailable right now. Please try again in a few minutes.';
export const SETUP_NOT_SUCCEEDED_MESSAGE = 'The card setup has not succeeded';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';
export const PAYMENT_NOT_SUCCEEDED_MESSAGE = 'Payment verification failed';
export const ALREADY_PAID_MESSAGE = 'Your account already has lifetime access';

/** Marks the one-time payment of /payment-required among a customer's intents. */
export const LIFETIME_PURPOSE = 'lifetime';

export type PaymentsServiceDeps = {
  knex: Knex;
  stripe: Stripe;
  env: Pick<
    Env,
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_API_URL'
    | 'STRIPE_JS_URL'
    | 'STRIPE_PRICE_ID'
    | 'MONTHLY_PRICE_CENTS'
    | 'LIFETIME_PRICE_CENTS'
    | 'TRIAL_DAYS'
    | 'EMAIL_LINK_SECRET'
  >;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  metrics: Metrics;
  /** The user as the browser sees it, read fresh. */
  userById: (userId: string) => Promise<TUser>;
};

const CURRENCY = 'usd';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What decides whether a person may still start their free trial with a card. */
type TrialRow = Pick<
  UserRow,
  | 'stripe_customer_id'
  | 'subscription_id'
  | 'subscription_status'
  | 'trial_end_date'
  | 'trial_started_at'
  | 'lifetime_access_at'
>;

/** Why a confirmed card setup started no trial, or that it did. */
export type TrialOutcome =
  'started' | 'already' | 'not-found' | 'not-succeeded' | 'trial-used' | 'card-used' | 'lifetime';

const cardTrialUsed = () =>
  new HttpError(402, CARD_TRIAL_USED_MESSAGE, { field: CARD_ERROR_FIELD });

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { knex, stripe, env, now, logger, metrics } = deps;
  let monthlyPrice: Promise<string> | undefined;

  /** A card refusal keeps the provider's words (402); anything else is Stripe being unreachable. */
  function toHttpError(error: unknown): unknown {
    if (error instanceof HttpError) return error;
    if (error instanceof Stripe.errors.StripeError) metrics.stripeErrors.inc({ type: error.type });
    if (error instanceof Stripe.errors.StripeCardError) {
      return new HttpError(402, error.message, { field: CARD_ERROR_FIELD });
    }
    if (error instanceof Stripe.errors.StripeError) {
      logger.error('Stripe call failed', { type: error.type, reason: error.message });
      return new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
    }
    return error;
  }
  async function calling<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw toHttpError(error);
    }
  }

  /** The monthly plan: STRIPE_PRICE_ID, or a price created once per process. */
  function monthlyPriceId(): Promise<string> {
    if (env.STRIPE_PRICE_ID) return Promise.resolve(env.STRIPE_PRICE_ID);
    monthlyPrice ??= stripe.prices
      .create({
        currency: CURRENCY,
        unit_amount: env.MONTHLY_PRICE_CENTS,
        recurring: { interval: 'month' },
        product_data: { name: 'Manifest monthly' },
      })
      .then((price) => price.id)
      .catch((error: unknown) => {
        monthlyPrice = undefined;
        throw error;
      });
    return monthlyPrice;
  }

  async function userRow(userId: string) {
    const row = await findUserById(knex, userId);
    if (!row) throw new HttpError(401, 'Please sign in again');
    return row;
  }

  /**
   * The user's Stripe customer, created on first need (one per user, whoever asks twice).
   * Stripe refuses a key reused with other parameters, so the keyed request never varies;
   * the name and email, which may (a name retyped, another call), follow in an update.
   */
  async function customerOf(userId: string, info?: TTrialUserInfo): Promise<string> {
    const row = await userRow(userId);
    if (row.stripe_customer_id) return row.stripe_customer_id;
    const customer = await stripe.customers.create(
      { metadata: { userId } },
      { idempotencyKey: `stripe-customer-${userId}` },
    );
    await stripe.customers.update(customer.id, {
      email: row.email,
      name: `${info?.firstName ?? row.first_name} ${info?.lastName ?? row.last_name}`.trim(),
    });
    await setStripeCustomer(knex, userId, customer.id);
    return customer.id;
  }

  /**
   * The days left of the person's one free trial, or why there are none: it ran
   * (a subscription, a trial that started or ended) or they paid for life. A card
   * added during the trial without a card keeps its end, whole days rounded up.
   */
  function trialDaysLeft(row: TrialRow, at: Date): number | 'trial-used' | 'lifetime' {
    if (row.lifetime_access_at) return 'lifetime';
    if (row.subscription_id || row.trial_started_at) return 'trial-used';
    const left = (row.trial_end_date?.getTime() ?? 0) - at.getTime();
    if (left <= 0) return 'trial-used';
    return Math.min(env.TRIAL_DAYS, Math.ceil(left / DAY_MS));
  }

  const refusalOf = (outcome: 'trial-used' | 'lifetime') =>
    outcome === 'lifetime'
      ? new HttpError(409, ALREADY_PAID_MESSAGE)
      : new HttpError(409, TRIAL_ALREADY_USED_MESSAGE);

  const cardFingerprint = async (paymentMethodId: string) =>
    (await stripe.paymentMethods.retrieve(paymentMethodId)).card?.fingerprint ?? null;

  /** Claims the card's one free trial for the user; false when any account had it. */
  async function claimCard(db: Knex | Knex.Transaction, paymentMethodId: string, userId: string) {
    const fingerprint = await cardFingerprint(paymentMethodId);
    return fingerprint === null || claimTrialCard(db, fingerprint, userId, now());
  }

  async function createTrialSubscription(
    customerId: string,
    paymentMethodId: string,
    userId: string,
    trialDays: number,
  ) {
    await stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: paymentMethodId },
    });
    const subscription = await stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price: await monthlyPriceId() }],
        trial_period_days: trialDays,
        default_payment_method: paymentMethodId,
        metadata: { userId },
      },
      { idempotencyKey: `trial-${userId}-${paymentMethodId}` },
    );
    metrics.trialsStarted.inc();
    return subscription;
  }

  /**
   * A confirmed card setup becomes the user's trial subscription, once. The browser's
   * complete-trial-signup and Stripe's `setup_intent.succeeded` may both get here at the
   * same moment: the user's row stays locked until the first has written the
   * subscription, so the second finds it.
   */
  function startTrialFromSetup(userId: string, intent: Stripe.SetupIntent): Promise<TrialOutcome> {
    return knex.transaction(async (trx) => {
      const row = await trx('users')
        .where({ id: userId })
        .forUpdate()
        .first<TrialRow | undefined>(
          'stripe_customer_id',
          'subscription_id',
          'subscription_status',
          'trial_end_date',
          'trial_started_at',
          'lifetime_access_at',
        );
      if (row?.subscription_status === 'trialing' || row?.subscription_status === 'active') {
        return 'already';
      }
      if (!row?.stripe_customer_id || idOf(intent.customer) !== row.stripe_customer_id) {
        return 'not-found';
      }
      const paymentMethodId = idOf(intent.payment_method);
      if (intent.status !== 'succeeded' || !paymentMethodId) return 'not-succeeded';
      const trialDays = trialDaysLeft(row, now());
      if (typeof trialDays !== 'number') return trialDays;
      if (!(await claimCard(trx, paymentMethodId, userId))) return 'card-used';
      const subscription = await createTrialSubscription(
        row.stripe_customer_id,
        paymentMethodId,
        userId,
        trialDays,
      );
      await applySubscription(trx, userId, subscriptionFields(subscription), now());
      return 'started';
    });
  }

  /**
   * Records a lifetime payment once (verify and webhook may both get here), sends
   * the receipt and ends any subscription at once: lifetime access is the one
   * entitlement left, and nothing more is charged. A payment for no account here
   * changes nothing.
   */
  async function grantLifetime(intent: Stripe.PaymentIntent): Promise<boolean> {
    if (intent.metadata.purpose !== LIFETIME_PURPOSE || intent.status !== 'succeeded') {
      return false;
    }
    const userId = await knownUserId(knex, intent.metadata.userId);
    if (!userId) {
      logger.warn('A lifetime payment for no known account was ignored', { intent: intent.id });
      return false;
    }
    if (intent.amount_received < env.LIFETIME_PRICE_CENTS || intent.currency !== CURRENCY) {
      logger.warn('A lifetime payment for the wrong amount was refused', { intent: intent.id });
      return false;
    }
    const paidAt = now();
    const isNew = await recordPayment(knex, {
      id: intent.id,
      userId,
      kind: 'lifetime',
      amountCents: intent.amount_received,
      currency: intent.currency,
      paidAt,
    });
    if (isNew) {
      await sendReceipt(userId, {
        amountCents: intent.amount_received,
        currency: intent.currency,
        paidAt,
        description: 'Lifetime access to Manifest (one-time payment)',
        reference: intent.id,
      });
    }
    await endSubscription(userId);
    return isNew;
  }

  /** Cancels the user's subscription at once, unless Stripe will never charge it again. */
  async function endSubscription(userId: string) {
    const row = await userRow(userId);
    if (!row.subscription_id || hasSubscriptionEnded(row.subscription_status)) return;
    const subscription = await cancelSubscription(stripe, row.subscription_id);
    await applySubscription(knex, userId, subscriptionFields(subscription), now());
    metrics.subscriptionsCancelled.inc({ via: 'lifetime-purchase' });
    logger.info('A lifetime purchase ended its subscription', { userId });
  }

  /** After every successful charge; a receipt that cannot be sent is logged, never a failed payment. */
  async function sendReceipt(
    userId: string,
    charge: Omit<Parameters<typeof receiptMail>[0], 'to' | 'firstName'>,
  ) {
    const row = await userRow(userId);
    const mail = receiptMail({ to: row.email, firstName: row.first_name, ...charge });
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      logger.error('A receipt could not be sent', {
        reference: charge.reference,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async function cancel(
    userId: string,
    reason: TCancellationReason | undefined,
    via: 'request' | 'email-link',
  ) {
    const row = await userRow(userId);
    const at = now();
    if (row.subscription_id && row.subscription_status !== 'canceled') {
      // A subscription Stripe has already ended is recorded as ended (the answer is Stripe's).
      const subscription = await updateSubscription(stripe, row.subscription_id, {
        cancel_at_period_end: true,
        metadata: { cancellationReason: reason ?? '' },
      });
      await applySubscription(knex, userId, subscriptionFields(subscription), at);
      if (!row.subscription_cancel_at_period_end) metrics.subscriptionsCancelled.inc({ via });
    }
    await recordCancellation(
      knex,
      { userId, subscriptionId: row.subscription_id, reason: reason ?? null, at },
      CANCELLATION_RETENTION_DAYS,
    );
    return deps.userById(userId);
  }

  return {
    grantLifetime,
    sendReceipt,
    startTrialFromSetup,

    config(): TPaymentConfig {
      return {
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        stripeJsUrl: env.STRIPE_JS_URL,
        testMode: Boolean(env.STRIPE_API_URL) || env.STRIPE_PUBLISHABLE_KEY.startsWith('pk_test_'),
        trialDays: env.TRIAL_DAYS,
        monthlyPriceCents: env.MONTHLY_PRICE_CENTS,
        lifetimePriceCents: env.LIFETIME_PRICE_CENTS,
        currency: CURRENCY,
      };
    },

    /** `POST /api/start-trial`: a setup intent the browser confirms with the card. */
    startTrial: (userId: string, info: TTrialUserInfo) =>
      calling(async () => {
        const row = await userRow(userId);
        const trialDays = trialDaysLeft(row, now());
        if (typeof trialDays !== 'number') throw refusalOf(trialDays);
        const intent = await stripe.setupIntents.create({
          customer: await customerOf(userId, info),
          usage: 'off_session',
          metadata: { userId },
        });
        if (!intent.client_secret)
          throw new Error('Stripe returned a setup intent without a secret');
        return { clientSecret: intent.client_secret };
      }),

    /** `POST /api/complete-trial-signup`: the confirmed card becomes the trial's. Twice is once. */
    completeTrialSignup: (userId: string, setupIntentId: string) =>
      calling(async () => {
        const row = await userRow(userId);
        if (row.subscription_status === 'trialing' || row.subscription_status === 'active') {
          return deps.userById(userId);
        }
        const outcome = await startTrialFromSetup(
          userId,
          await stripe.setupIntents.retrieve(setupIntentId),
        );
        if (outcome === 'not-found') throw new HttpError(404, 'Card setup not found');
        if (outcome === 'not-succeeded') throw new HttpError(409, SETUP_NOT_SUCCEEDED_MESSAGE);
        if (outcome === 'card-used') throw cardTrialUsed();
        if (outcome === 'trial-used' || outcome === 'lifetime') throw refusalOf(outcome);
        return deps.userById(userId);
      }),

    /**
     * The card of a sign-up, checked before any account exists: a customer with the
     * card attached (a declined card fails here, 402 with the provider's message).
     */
    prepareSignupCard: (input: { email: string; name: string; paymentMethodId: string }) =>
      calling(async () => {
        const customer = await stripe.customers.create({ email: input.email, name: input.name });
        try {
          await stripe.paymentMethods.attach(input.paymentMethodId, { customer: customer.id });
          const fingerprint = await cardFingerprint(input.paymentMethodId);
          if (fingerprint !== null && (await hasCardHadTrial(knex, fingerprint))) {
            throw cardTrialUsed();
          }
        } catch (error) {
          await stripe.customers.del(customer.id).catch(() => undefined);
          throw error;
        }
        return {
          customerId: customer.id,
          /** Inside the sign-up's transaction: no subscription, no account. */
          startTrial: (trx: Knex.Transaction, userId: string) =>
            calling(async () => {
              // Two sign-ups with one card at once: the claim lets one through.
              if (!(await claimCard(trx, input.paymentMethodId, userId))) throw cardTrialUsed();
              await stripe.customers.update(customer.id, { metadata: { userId } });
              const subscription = await createTrialSubscription(
                customer.id,
                input.paymentMethodId,
                userId,
                env.TRIAL_DAYS,
              );
              await setStripeCustomer(trx, userId, customer.id);
              await applySubscription(trx, userId, subscriptionFields(subscription), now());
            }),
          discard: () => stripe.customers.del(customer.id).then(() => undefined),
        };
      }),

    /** `POST /api/create-payment-intent`: the lifetime price, always the server's. */
    createPaymentIntent: (userId: string) =>
      calling(async () => {
        const paid = await knex('payments').where({ user_id: userId, kind: 'lifetime' }).first();
        if (paid) throw new HttpError(409, ALREADY_PAID_MESSAGE);
        const intent = await stripe.paymentIntents.create({
          amount: env.LIFETIME_PRICE_CENTS,
          currency: CURRENCY,
          customer: await customerOf(userId),
          description: 'Manifest lifetime access',
          metadata: { userId, purpose: LIFETIME_PURPOSE },
        });
        if (!intent.client_secret)
          throw new Error('Stripe returned a payment intent without a secret');
        return { clientSecret: intent.client_secret };
      }),

    /** `POST /api/verify-payment`: Stripe says it succeeded, for this user, for the price. */
    verifyPayment: (userId: string, paymentIntentId: string) =>
      calling(async () => {
        const intent = await stripe.paymentIntents
          .retrieve(paymentIntentId)
          .catch((error: unknown) => {
            if (error instanceof Stripe.errors.StripeInvalidRequestError) {
              throw new HttpError(404, PAYMENT_NOT_FOUND_MESSAGE);
            }
            throw error;
          });
        if (intent.metadata.userId !== userId || intent.metadata.purpose !== LIFETIME_PURPOSE) {
          throw new HttpError(404, PAYMENT_NOT_FOUND_MESSAGE);
        }
        if (intent.status !== 'succeeded') throw new HttpError(402, PAYMENT_NOT_SUCCEEDED_MESSAGE);
        await grantLifetime(intent);
        const user = await deps.userById(userId);
        if (!user.hasPaid) throw new HttpError(402, PAYMENT_NOT_SUCCEEDED_MESSAGE);
        return user;
      }),

    /**
     * `POST /api/cancel-subscription`: ends at the period's end (during a trial:
     * never charged). A trial without a card has nothing to stop; the reason is kept.
     */
    cancelSubscription: (userId: string, reason: TCancellationReason | undefined) =>
      calling(() => cancel(userId, reason, 'request')),

    /**
     * `POST /api/cancel-subscription/link`: the reminder email's one-click link, signed
     * for one subscription. Answers the subscription's state, nothing personal.
     */
    cancelByLink: (token: string) =>
      calling(async () => {
        const link = readCancelLinkToken(token, env.EMAIL_LINK_SECRET, now());
        const row = link ? await findUserById(knex, link.userId) : undefined;
        if (!link || !row || row.subscription_id !== link.subscriptionId) {
          throw new HttpError(410, CANCEL_LINK_INVALID_MESSAGE);
        }
        const user = await cancel(row.id, undefined, 'email-link');
        return user.subscription;
      }),
  };
}
