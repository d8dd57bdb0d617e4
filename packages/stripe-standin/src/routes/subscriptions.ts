import {
  daysAfter,
  endSubscription,
  firstItem,
  invoiceSubscription,
  oneMonthAfter,
  runSubscriptionUntil,
} from '../billing';
import { subscriptionItemObject, subscriptionObject } from '../objects/subscriptions';
import { BOOLEAN, CURRENCY, ID, INTEGER, METADATA, oneOf, params, TEXT } from '../request-params';
import type { TStandInState, TStripeObject } from '../stand-in-state';
import { invalid, notFound, record, text } from '../stripe-errors';
import { mergedMetadata } from './customers';
import { createPrice } from './prices';
import type { TRoute } from './route';

const ITEM_PRICE_DATA = params(
  {
    currency: CURRENCY,
    product: ID,
    unit_amount: INTEGER,
    recurring: params(
      { interval: oneOf(['day', 'week', 'month', 'year']), interval_count: INTEGER },
      ['interval'],
    ),
  },
  ['currency', 'product', 'recurring'],
);
const CANCELLATION_DETAILS = params({
  comment: TEXT,
  feedback: oneOf([
    '',
    'customer_service',
    'low_quality',
    'missing_features',
    'other',
    'switched_service',
    'too_complex',
    'too_expensive',
    'unused',
  ]),
});
/** Stripe's longest trial is two years. */
const TRIAL_DAYS = { type: 'integer', minimum: 0, maximum: 730 };
const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
];
const HAS_ENDED = new Set(['canceled', 'incomplete_expired']);

/** Which subscriptions a list asks for: by default, those not ended (as on Stripe). */
const isListed = (status: string, asked: string | undefined) => {
  if (asked === 'all') return true;
  if (asked === 'ended') return HAS_ENDED.has(status);
  return asked ? status === asked : !HAS_ENDED.has(status);
};

/** Subscriptions: monthly prices, with a trial when asked, billed from the customer's card. */
export const subscriptionRoutes = (state: TStandInState): TRoute[] => {
  /** The card a subscription is to charge must be the customer's own. */
  const checkCardOf = (customerId: string, methodId: string, param: string) => {
    if (state.paymentMethod(methodId).customer !== customerId) {
      throw invalid(
        param,
        `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
      );
    }
  };

  const create = (given: Record<string, unknown>): TStripeObject => {
    const customerId = String(given.customer);
    const customer = state.find('customer', customerId);
    const items = given.items as Array<Record<string, unknown>>;
    if (items.length !== 1) {
      throw invalid('items', 'The Stripe stand-in bills subscriptions of exactly one item.');
    }
    const [item = {}] = items;
    const price = text(item.price)
      ? state.find('price', String(item.price))
      : createPrice(state, record(item.price_data));
    if (price.type !== 'recurring') {
      throw invalid(
        'items[0][price]',
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      );
    }
    const defaultMethod = text(given.default_payment_method) ?? null;
    if (defaultMethod) checkCardOf(customerId, defaultMethod, 'default_payment_method');
    const start = state.secondsFor(customerId);
    const trialDays = Number(given.trial_period_days ?? 0);
    const trial = trialDays > 0 ? { start, end: daysAfter(start, trialDays) } : null;
    const id = state.newId('sub');
    const subscription = state.save(
      subscriptionObject({
        id,
        created: start,
        customer: customerId,
        testClock: (customer.test_clock as string | null) ?? null,
        currency: String(price.currency),
        item: subscriptionItemObject({
          id: state.newId('si'),
          created: start,
          subscription: id,
          price,
          quantity: Number(item.quantity ?? 1),
          periodStart: start,
          periodEnd: trial?.end ?? oneMonthAfter(start),
          metadata: mergedMetadata({}, item.metadata),
        }),
        trial,
        defaultPaymentMethod: defaultMethod,
        description: text(given.description) ?? null,
        metadata: mergedMetadata({}, given.metadata),
      }),
    );
    if (given.cancel_at_period_end === true) markToCancel(subscription, true, {});
    state.emit('customer.subscription.created', subscription);
    const { current_period_end: periodEnd, price: itemPrice } = firstItem(subscription);
    // A trial starts with Stripe's $0 invoice for it; without one the first month is
    // charged at once, and a refused card leaves the subscription incomplete.
    const isPaid = invoiceSubscription(state, subscription, {
      at: start,
      reason: 'subscription_create',
      amount: trial ? 0 : itemPrice.unit_amount * Number(item.quantity ?? 1),
      period: { start, end: periodEnd },
    });
    if (!trial) {
      subscription.status = isPaid ? 'active' : 'incomplete';
      state.emit('customer.subscription.updated', subscription);
    }
    runSubscriptionUntil(state, subscription, start);
    return subscription;
  };

  /** Sets (or clears) the end of a subscription at the end of its period. */
  const markToCancel = (
    subscription: TStripeObject,
    isEnding: boolean,
    details: Record<string, unknown>,
  ) => {
    subscription.cancel_at_period_end = isEnding;
    subscription.cancel_at = isEnding ? firstItem(subscription).current_period_end : null;
    // Stripe keeps the time of the latest request to cancel, not when it will end.
    subscription.canceled_at = isEnding ? state.secondsFor(subscription.customer) : null;
    subscription.cancellation_details = {
      comment: text(details.comment) || null,
      feedback: text(details.feedback) || null,
      reason: isEnding ? 'cancellation_requested' : null,
    };
  };

  const update = (given: Record<string, unknown>, id: string): TStripeObject => {
    const subscription = state.find('subscription', id);
    if (HAS_ENDED.has(String(subscription.status))) {
      throw invalid(
        undefined,
        `You cannot update a subscription that is \`canceled\` or \`incomplete_expired\`.`,
      );
    }
    if (typeof given.cancel_at_period_end === 'boolean') {
      markToCancel(subscription, given.cancel_at_period_end, record(given.cancellation_details));
    } else if (given.cancellation_details) {
      subscription.cancellation_details = {
        ...record(subscription.cancellation_details),
        comment: text(record(given.cancellation_details).comment) || null,
        feedback: text(record(given.cancellation_details).feedback) || null,
      };
    }
    const defaultMethod = text(given.default_payment_method);
    if (defaultMethod) {
      checkCardOf(String(subscription.customer), defaultMethod, 'default_payment_method');
      subscription.default_payment_method = defaultMethod;
    }
    if (given.description !== undefined) subscription.description = text(given.description) || null;
    if (given.metadata !== undefined) {
      subscription.metadata = mergedMetadata(subscription.metadata, given.metadata);
    }
    state.emit('customer.subscription.updated', subscription);
    return subscription;
  };

  const cancel = (given: Record<string, unknown>, id: string): TStripeObject => {
    const subscription = state.find('subscription', id);
    // A subscription that has ended is gone for this endpoint: Stripe answers 404.
    if (HAS_ENDED.has(String(subscription.status))) throw notFound('subscription', id);
    const details = record(given.cancellation_details);
    subscription.cancellation_details = {
      comment: text(details.comment) || null,
      feedback: text(details.feedback) || null,
      reason: 'cancellation_requested',
    };
    endSubscription(state, subscription, state.secondsFor(subscription.customer));
    return subscription;
  };

  return [
    {
      method: 'POST',
      path: /^\/v1\/subscriptions$/,
      params: params(
        {
          customer: ID,
          items: {
            type: 'array',
            minItems: 1,
            maxItems: 20,
            items: params({
              price: ID,
              price_data: ITEM_PRICE_DATA,
              quantity: INTEGER,
              metadata: METADATA,
            }),
          },
          trial_period_days: TRIAL_DAYS,
          default_payment_method: ID,
          cancel_at_period_end: BOOLEAN,
          description: { type: 'string', maxLength: 500 },
          metadata: METADATA,
        },
        ['customer', 'items'],
      ),
      answer: create,
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions$/,
      params: params({
        customer: ID,
        status: oneOf(STATUSES),
        limit: { type: 'integer', minimum: 1, maximum: 100 },
        starting_after: ID,
      }),
      answer: (given) => {
        const customer = text(given.customer);
        const listed = state
          .all('subscription')
          .filter((subscription) => !customer || subscription.customer === customer)
          .filter((subscription) => isListed(String(subscription.status), text(given.status)))
          .reverse();
        const after = text(given.starting_after);
        const from = after ? listed.findIndex((subscription) => subscription.id === after) + 1 : 0;
        const limit = Number(given.limit ?? 10);
        return {
          object: 'list' as const,
          url: '/v1/subscriptions',
          has_more: listed.length > from + limit,
          data: listed.slice(from, from + limit),
        };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions\/(\w+)$/,
      params: params({}),
      answer: (_given, id) => state.find('subscription', id),
    },
    {
      method: 'POST',
      path: /^\/v1\/subscriptions\/(\w+)$/,
      params: params({
        cancel_at_period_end: BOOLEAN,
        cancellation_details: CANCELLATION_DETAILS,
        default_payment_method: ID,
        description: { type: 'string', maxLength: 500 },
        metadata: METADATA,
      }),
      answer: update,
    },
    {
      method: 'DELETE',
      path: /^\/v1\/subscriptions\/(\w+)$/,
      // The stand-in bills no usage and prorates nothing: both flags change nothing here.
      params: params({
        cancellation_details: CANCELLATION_DETAILS,
        invoice_now: BOOLEAN,
        prorate: BOOLEAN,
      }),
      answer: cancel,
    },
  ];
};
