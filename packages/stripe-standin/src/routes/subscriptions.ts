import { billPeriod, daysAfter, endSubscription, oneMonthAfter } from '../billing';
import type { TStandInState, TStripeObject } from '../stand-in-state';
import { invalid, missing, record, text } from '../stripe-errors';
import type { TRoute } from './route';

/** Prices (monthly or one-off) and subscriptions, with a trial when asked. */
export const subscriptionRoutes = (state: TStandInState): TRoute[] => {
  const priceFrom = (params: Record<string, unknown>): TStripeObject => {
    const amount = Number(params.unit_amount);
    const currency = text(params.currency);
    if (!Number.isInteger(amount) || amount < 0) throw missing('unit_amount');
    if (!currency) throw missing('currency');
    const interval = text(record(params.recurring).interval) ?? null;
    return state.save({
      id: state.newId('price'),
      object: 'price',
      active: true,
      created: state.seconds(),
      livemode: false,
      currency,
      unit_amount: amount,
      type: interval ? 'recurring' : 'one_time',
      recurring: interval ? { interval, interval_count: 1 } : null,
      product: text(params.product) ?? state.newId('prod'),
      metadata: record(params.metadata),
    });
  };

  return [
    { method: 'POST', path: /^\/v1\/prices$/, answer: (params) => priceFrom(params) },
    {
      method: 'POST',
      path: /^\/v1\/subscriptions$/,
      answer: (params) => {
        const customerId = text(params.customer);
        if (!customerId) throw missing('customer');
        state.find('customer', customerId);
        const items = params.items as unknown[] | Record<string, unknown> | undefined;
        const item = record(Array.isArray(items) ? items[0] : record(items)['0']);
        const price = text(item.price)
          ? state.find('price', String(item.price))
          : priceFrom(record(item.price_data));
        if (price.type !== 'recurring')
          throw invalid('items[0][price]', 'The price must be recurring.');
        const start = state.secondsFor(customerId);
        const trialDays = Number(params.trial_period_days ?? 0);
        const trialEnd = trialDays > 0 ? daysAfter(start, trialDays) : null;
        const subscription = state.save({
          id: state.newId('sub'),
          object: 'subscription',
          customer: customerId,
          created: start,
          start_date: start,
          status: trialEnd ? 'trialing' : 'incomplete',
          trial_start: trialEnd ? start : null,
          trial_end: trialEnd,
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          default_payment_method: text(params.default_payment_method) ?? null,
          latest_invoice: null,
          livemode: false,
          metadata: record(params.metadata),
          items: {
            object: 'list',
            has_more: false,
            data: [
              {
                id: state.newId('si'),
                object: 'subscription_item',
                quantity: 1,
                price,
                current_period_start: start,
                current_period_end: trialEnd ?? oneMonthAfter(start),
              },
            ],
          },
        });
        state.emit('customer.subscription.created', subscription);
        // No trial: the first period is charged at once; a refused card leaves it incomplete.
        if (!trialEnd && !billPeriod(state, subscription, start))
          subscription.status = 'incomplete';
        return subscription;
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions$/,
      answer: (params) => {
        const customer = text(params.customer);
        const data = state
          .all('subscription')
          .filter((subscription) => !customer || subscription.customer === customer)
          .reverse();
        return { object: 'list' as const, url: '/v1/subscriptions', has_more: false, data };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions\/(\w+)$/,
      answer: (_params, id) => state.find('subscription', id),
    },
    {
      method: 'POST',
      path: /^\/v1\/subscriptions\/(\w+)$/,
      answer: (params, id) => {
        const subscription = state.find('subscription', id);
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          subscription.canceled_at = subscription.cancel_at_period_end
            ? state.secondsFor(subscription.customer)
            : null;
        }
        if (params.metadata) {
          subscription.metadata = { ...record(subscription.metadata), ...record(params.metadata) };
        }
        state.emit('customer.subscription.updated', subscription);
        return subscription;
      },
    },
    {
      method: 'DELETE',
      path: /^\/v1\/subscriptions\/(\w+)$/,
      answer: (_params, id) => {
        const subscription = state.find('subscription', id);
        endSubscription(state, subscription, state.secondsFor(subscription.customer));
        return subscription;
      },
    },
  ];
};
