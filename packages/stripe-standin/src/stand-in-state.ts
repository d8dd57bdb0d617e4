import { randomBytes } from 'node:crypto';

import { deletedCustomerObject } from './objects/customers';
import { eventObject } from './objects/events';
import { paymentMethodObject } from './objects/payment-methods';
import { notFound } from './stripe-errors';
import { TEST_PAYMENT_METHOD_CARDS } from './test-cards';
import { stripeSignatureHeader } from './webhook-signature';

export type TStripeObject = { id: string; object: string } & Record<string, unknown>;
export type TStripeEvent = TStripeObject & { type: string; data: { object: TStripeObject } };

/**
 * The API version the stand-in speaks: the one `stripe` (the SDK the product
 * uses) pins and sends as `Stripe-Version`. Its events carry it too.
 */
export const API_VERSION = '2026-10-28.endive';

/** The request being answered, for the events it causes (`event.request`). */
type TRequestContext = { id: string; idempotencyKey: string | null };

/**
 * What the stand-in knows: its objects, the card behind each payment method,
 * its events (sent as signed webhooks), and the time, which a test clock may
 * hold for the customers attached to it.
 */
export function createStandInState({
  now,
  webhookUrl,
  webhookSecret,
}: {
  now: () => Date;
  webhookUrl: string | undefined;
  webhookSecret: string;
}) {
  const objects = new Map<string, TStripeObject>();
  const deletedCustomers = new Set<string>();
  const cardNumbers = new Map<string, string>();
  const events: TStripeEvent[] = [];
  let request: TRequestContext | undefined;

  // How far the stand-in's own time runs ahead of `now` (advanceTime), for
  // customers without a test clock.
  let offsetSeconds = 0;
  const seconds = () => Math.floor(now().getTime() / 1000) + offsetSeconds;
  const advance = (bySeconds: number) => {
    offsetSeconds += bySeconds;
  };
  // Deliveries still under way, so a test can wait for them (settled).
  const deliveries = new Set<Promise<void>>();
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const save = <T extends TStripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const find = (kind: string, id: string): TStripeObject => {
    const object = objects.get(id);
    if (!object || object.object !== kind) throw notFound(kind, id);
    return object;
  };
  /** A customer, or what Stripe answers for one that was deleted. */
  const findCustomerOrDeleted = (id: string): TStripeObject =>
    deletedCustomers.has(id) ? deletedCustomerObject(id) : find('customer', id);
  const deleteCustomer = (id: string) => {
    objects.delete(id);
    deletedCustomers.add(id);
  };
  /** Any object by its id (a deleted customer as Stripe answers it), for `expand`. */
  const lookup = (id: string): TStripeObject | undefined =>
    deletedCustomers.has(id) ? deletedCustomerObject(id) : objects.get(id);
  const all = (kind: string) => [...objects.values()].filter((object) => object.object === kind);

  /** The time for a customer: their test clock's frozen time, or now. */
  const secondsFor = (customerId: unknown): number => {
    const customer = typeof customerId === 'string' ? objects.get(customerId) : undefined;
    const clock =
      typeof customer?.test_clock === 'string' ? objects.get(customer.test_clock) : undefined;
    return typeof clock?.frozen_time === 'number' ? clock.frozen_time : seconds();
  };

  let webhookTarget = webhookUrl;
  const sendWebhooksTo = (url: string | undefined) => {
    webhookTarget = url;
  };
  const deliver = async (event: TStripeEvent) => {
    if (!webhookTarget) return;
    const payload = JSON.stringify(event);
    // Stripe retries failed deliveries; three quick tries are enough locally.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const answer = await fetch(webhookTarget, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Stripe-Signature': stripeSignatureHeader(payload, webhookSecret, seconds()),
          },
          body: payload,
        });
        if (answer.ok) return;
      } catch {
        // the receiver is down: try again shortly
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  };

  /** Runs `work` as the answer to one API request: the events it causes name that request. */
  const duringRequest = <T>(context: TRequestContext, work: () => T): T => {
    request = context;
    try {
      return work();
    } finally {
      request = undefined;
    }
  };

  const emit = (type: string, object: TStripeObject, at?: number) => {
    const event = eventObject({
      id: newId('evt'),
      type,
      object,
      // Events a test clock causes happen at the clock's time.
      created: at ?? seconds(),
      apiVersion: API_VERSION,
      pendingWebhooks: webhookTarget ? 1 : 0,
      request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
    });
    events.push(event);
    objects.set(event.id, event);
    const delivery = deliver(event).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  };

  /** A payment method: one created here, or one of Stripe's pm_card_* test ids. */
  const paymentMethod = (id: string): TStripeObject => {
    const testCard = TEST_PAYMENT_METHOD_CARDS[id];
    if (testCard && !objects.has(id)) {
      cardNumbers.set(id, testCard);
      save(
        paymentMethodObject({
          id,
          created: seconds(),
          number: testCard,
          expiry: { month: 12, year: now().getUTCFullYear() + 3 },
          billing: {},
          hasCvc: true,
        }),
      );
    }
    return find('payment_method', id);
  };

  /** Resolves once every webhook sent so far was delivered (or given up on). */
  const settled = async () => {
    while (deliveries.size > 0) await Promise.all([...deliveries]);
  };

  return {
    events,
    cardNumbers,
    seconds,
    advance,
    settled,
    sendWebhooksTo,
    secondsFor,
    newId,
    save,
    find,
    findCustomerOrDeleted,
    deleteCustomer,
    lookup,
    all,
    emit,
    duringRequest,
    deliver,
    paymentMethod,
  };
}

export type TStandInState = ReturnType<typeof createStandInState>;
