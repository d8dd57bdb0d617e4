import { randomBytes } from 'node:crypto';

import { notFound } from './stripe-errors';
import { TEST_PAYMENT_METHOD_CARDS, cardBrand } from './test-cards';
import { stripeSignatureHeader } from './webhook-signature';

export type TStripeObject = { id: string; object: string } & Record<string, unknown>;
export type TStripeEvent = TStripeObject & { type: string; data: { object: TStripeObject } };

export const API_VERSION = '2025-09-30.clover';

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
  const cardNumbers = new Map<string, string>();
  const events: TStripeEvent[] = [];

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
  const remove = (id: string) => {
    objects.delete(id);
  };
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

  const emit = (type: string, object: TStripeObject) => {
    const event: TStripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: seconds(),
      livemode: false,
      pending_webhooks: webhookTarget ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    events.push(event);
    objects.set(event.id, event);
    const delivery = deliver(event).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  };

  const paymentMethodObject = (
    id: string,
    number: string,
    expiry: { month: number; year: number },
    billing: Record<string, unknown>,
  ): TStripeObject => ({
    id,
    object: 'payment_method',
    type: 'card',
    created: seconds(),
    livemode: false,
    customer: null,
    metadata: {},
    billing_details: {
      name: typeof billing.name === 'string' ? billing.name : null,
      email: typeof billing.email === 'string' ? billing.email : null,
      phone: null,
      address: null,
    },
    card: {
      brand: cardBrand(number),
      last4: number.slice(-4),
      exp_month: expiry.month,
      exp_year: expiry.year,
      country: 'US',
      funding: 'credit',
    },
  });

  /** A payment method: one created here, or one of Stripe's pm_card_* test ids. */
  const paymentMethod = (id: string): TStripeObject => {
    const testCard = TEST_PAYMENT_METHOD_CARDS[id];
    if (testCard && !objects.has(id)) {
      cardNumbers.set(id, testCard);
      save(paymentMethodObject(id, testCard, { month: 12, year: now().getUTCFullYear() + 3 }, {}));
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
    remove,
    all,
    emit,
    deliver,
    paymentMethod,
    paymentMethodObject,
  };
}

export type TStandInState = ReturnType<typeof createStandInState>;
