import type { Knex } from 'knex';
import Stripe from 'stripe';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Metrics } from '../../observability/metrics';
import {
  applySubscription,
  findUserIdByCustomer,
  forgetStripeEvent,
  knownUserId,
  recordPayment,
  recordStripeEvent,
} from './billing-repository';
import type { PaymentsService } from './payments-service';
import { hasSubscriptionEnded } from './subscription-calls';
import { subscriptionFields } from './subscription-state';
import { idOf } from './stripe-ids';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid Stripe signature';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type StripeWebhookDeps = {
  knex: Knex;
  stripe: Stripe;
  secret: string;
  payments: PaymentsService;
  now: () => Date;
  logger: Logger;
  metrics: Metrics;
};

/**
 * `POST /api/stripe/webhook`. The signature is checked on the raw body; each event
 * is handled once (its id is stored first, and forgotten again if handling fails,
 * so Stripe's retry gets another go). Events can arrive late, twice or out of
 * order, so a subscription event never trusts the copy it carries: the
 * subscription is read from Stripe as it is now.
 */
export function createStripeWebhookHandler(deps: StripeWebhookDeps) {
  const { knex, stripe, payments, now, logger, metrics } = deps;

  /**
   * An event about something the product never saw (Stripe does not know the
   * object, or it names no account here) is acknowledged and changes nothing:
   * answering 5xx would only have Stripe retry it for days.
   */
  const ignoreUnknown = (event: Stripe.Event, why: string) => {
    logger.warn('A Stripe event about an unknown object was acknowledged', {
      type: event.type,
      id: event.id,
      why,
    });
  };

  /** The object as Stripe has it now, or undefined when Stripe has no such object. */
  async function current<T>(read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing'
      ) {
        return undefined;
      }
      throw error;
    }
  }

  async function syncSubscription(event: Stripe.Event, subscriptionId: string) {
    const subscription = await current(() => stripe.subscriptions.retrieve(subscriptionId));
    if (!subscription) return ignoreUnknown(event, 'no such subscription at Stripe');
    const userId =
      (await knownUserId(knex, subscription.metadata.userId)) ??
      (await findUserIdByCustomer(knex, idOf(subscription.customer) ?? ''));
    if (!userId) return ignoreUnknown(event, 'a subscription of no account here');
    const fields = subscriptionFields(subscription);
    // The row stays locked until the new state is written, so of two events that
    // activate the same subscription at once only one sees it start.
    const hasStarted = await knex.transaction(async (trx) => {
      const before = await trx('users')
        .where({ id: userId })
        .forUpdate()
        .first<{ subscription_id: string | null; subscription_status: string | null }>(
          'subscription_id',
          'subscription_status',
        );
      // A late event about an earlier subscription that has ended never overwrites the current one.
      if (before?.subscription_id && before.subscription_id !== fields.subscriptionId) {
        if (hasSubscriptionEnded(fields.status)) return false;
      }
      await applySubscription(trx, userId, fields, now());
      return fields.status === 'active' && before?.subscription_status !== 'active';
    });
    if (hasStarted) metrics.subscriptionsStarted.inc();
  }

  async function recordInvoicePayment(invoice: Stripe.Invoice) {
    const customerId = idOf(invoice.customer);
    const userId = customerId ? await findUserIdByCustomer(knex, customerId) : undefined;
    if (!userId || !invoice.id || invoice.amount_paid <= 0) return;
    const paidAt = now();
    const isNew = await recordPayment(knex, {
      id: invoice.id,
      userId,
      kind: 'subscription',
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      paidAt,
    });
    if (isNew) {
      await payments.sendReceipt(userId, {
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        paidAt,
        description: 'Manifest monthly subscription',
        reference: invoice.id,
      });
    }
  }

  async function apply(event: Stripe.Event) {
    const object = event.data.object as { object: string; id: string };
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const subscriptionId =
        object.object === 'subscription'
          ? object.id
          : idOf((object as Stripe.Invoice).parent?.subscription_details?.subscription);
      if (subscriptionId) await syncSubscription(event, subscriptionId);
      if (event.type === 'invoice.paid') await recordInvoicePayment(object as Stripe.Invoice);
      return;
    }
    if (event.type === 'payment_intent.succeeded') {
      const intent = await current(() => stripe.paymentIntents.retrieve(object.id));
      if (!intent) return ignoreUnknown(event, 'no such payment intent at Stripe');
      await payments.grantLifetime(intent);
      return;
    }
    if (event.type === 'setup_intent.succeeded') {
      const intent = await current(() => stripe.setupIntents.retrieve(object.id));
      if (!intent) return ignoreUnknown(event, 'no such setup intent at Stripe');
      await startTrialFromSetup(event, intent);
      return;
    }
    if (
      event.type === 'setup_intent.setup_failed' ||
      event.type === 'payment_intent.payment_failed'
    ) {
      // Nothing to undo: no trial or access exists before a card succeeds. Kept in the log
      // (never the card) for support; the browser showed the provider's message already.
      const failed = object as Stripe.SetupIntent | Stripe.PaymentIntent;
      const error =
        'last_setup_error' in failed ? failed.last_setup_error : failed.last_payment_error;
      logger.warn('A card was declined', {
        type: event.type,
        userId: failed.metadata?.['userId'],
        code: error?.decline_code ?? error?.code,
      });
      return;
    }
    logger.info('Stripe event received', { type: event.type, id: event.id });
  }

  /**
   * A card setup that succeeded starts its user's trial even when the browser never
   * completed the sign-up (closed, offline); a browser that did got there first.
   */
  async function startTrialFromSetup(event: Stripe.Event, intent: Stripe.SetupIntent) {
    const userId = await knownUserId(knex, intent.metadata?.['userId']);
    if (!userId) return ignoreUnknown(event, 'a card setup of no account here');
    const outcome = await payments.startTrialFromSetup(userId, intent);
    if (outcome === 'started') logger.info('A trial was started by its webhook', { userId });
    else if (outcome !== 'already') {
      logger.info('A card setup started no trial', { userId, outcome });
    }
  }

  const count = (type: string, outcome: 'handled' | 'duplicate' | 'failed' | 'refused') =>
    metrics.webhookEvents.inc({ source: 'stripe', type, outcome });

  return async function handleStripeWebhook(rawBody: string, signature: string) {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, deps.secret);
    } catch {
      count('unknown', 'refused');
      throw new HttpError(400, INVALID_SIGNATURE_MESSAGE);
    }
    if (!(await recordStripeEvent(knex, event, now()))) {
      count(event.type, 'duplicate');
      return { received: true, duplicate: true };
    }
    try {
      await apply(event);
    } catch (error) {
      count(event.type, 'failed');
      await forgetStripeEvent(knex, event.id);
      throw error;
    }
    count(event.type, 'handled');
    return { received: true, duplicate: false };
  };
}
