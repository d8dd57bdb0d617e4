import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Metrics } from '../../observability/metrics';
import {
  applySubscription,
  findUserIdByCustomer,
  forgetStripeEvent,
  recordPayment,
  recordStripeEvent,
} from './billing-repository';
import type { PaymentsService } from './payments-service';
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

  async function syncSubscription(subscriptionId: string) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const userId =
      subscription.metadata.userId ??
      (await findUserIdByCustomer(knex, idOf(subscription.customer) ?? ''));
    if (!userId) {
      logger.warn('A subscription event for no known user was ignored', { subscriptionId });
      return;
    }
    const fields = subscriptionFields(subscription);
    // The row stays locked until the new state is written, so of two events that
    // activate the same subscription at once only one sees it start.
    const hasStarted = await knex.transaction(async (trx) => {
      const before = await trx('users')
        .where({ id: userId })
        .forUpdate()
        .first<{ subscription_status: string | null } | undefined>('subscription_status');
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
      if (subscriptionId) await syncSubscription(subscriptionId);
      if (event.type === 'invoice.paid') await recordInvoicePayment(object as Stripe.Invoice);
      return;
    }
    if (event.type === 'payment_intent.succeeded') {
      await payments.grantLifetime(await stripe.paymentIntents.retrieve(object.id));
      return;
    }
    if (event.type === 'setup_intent.succeeded') {
      await startTrialFromSetup(object.id);
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
  async function startTrialFromSetup(setupIntentId: string) {
    const intent = await stripe.setupIntents.retrieve(setupIntentId);
    const userId = intent.metadata?.['userId'];
    if (!userId) return;
    const outcome = await payments.startTrialFromSetup(userId, intent);
    if (outcome === 'started') logger.info('A trial was started by its webhook', { userId });
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
