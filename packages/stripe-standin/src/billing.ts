import { refusalOf } from './charge-card';
import type { TStandInState, TStripeObject } from './stand-in-state';

const DAY_SECONDS = 24 * 60 * 60;

/** One calendar month later (the 31st becomes the month's last day), in UTC seconds. */
export function oneMonthAfter(seconds: number): number {
  const start = new Date(seconds * 1000);
  const target = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      1,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

export const daysAfter = (seconds: number, days: number) => seconds + days * DAY_SECONDS;

type TItem = {
  price: { unit_amount: number; currency: string };
  current_period_start: number;
  current_period_end: number;
};

export const firstItem = (subscription: TStripeObject): TItem =>
  (subscription.items as { data: TItem[] }).data[0] as TItem;

/**
 * Bills one period of a subscription with its default card: an invoice, paid
 * (invoice.paid, the subscription active, its period moved on) or not
 * (invoice.payment_failed, past_due). Answers whether the charge went through.
 */
export function billPeriod(state: TStandInState, subscription: TStripeObject, at: number): boolean {
  const item = firstItem(subscription);
  const customer = state.find('customer', String(subscription.customer));
  const method =
    (subscription.default_payment_method as string | null) ??
    (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method;
  const refused = method ? refusalOf(state, method, true) : { message: 'No payment method' };
  const periodEnd = oneMonthAfter(at);
  const invoice = state.save({
    id: state.newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id },
    },
    amount_due: item.price.unit_amount,
    amount_paid: refused ? 0 : item.price.unit_amount,
    currency: item.price.currency,
    status: refused ? 'open' : 'paid',
    billing_reason: 'subscription_cycle',
    created: at,
    period_start: at,
    period_end: periodEnd,
    livemode: false,
  });
  subscription.latest_invoice = invoice.id;
  if (refused) {
    subscription.status = 'past_due';
    state.emit('invoice.payment_failed', invoice);
    state.emit('customer.subscription.updated', subscription);
    return false;
  }
  subscription.status = 'active';
  item.current_period_start = at;
  item.current_period_end = periodEnd;
  state.emit('invoice.paid', invoice);
  state.emit('customer.subscription.updated', subscription);
  return true;
}

/** Ends a subscription now (asked for, or at the end of a period it was set to end at). */
export function endSubscription(state: TStandInState, subscription: TStripeObject, at: number) {
  subscription.status = 'canceled';
  subscription.canceled_at ??= at;
  subscription.ended_at = at;
  state.emit('customer.subscription.deleted', subscription);
}

/** What happens to a subscription up to `until`: its trial ends, periods renew or it ends. */
export function runSubscriptionUntil(
  state: TStandInState,
  subscription: TStripeObject,
  until: number,
) {
  for (;;) {
    if (subscription.status !== 'trialing' && subscription.status !== 'active') return;
    const periodEnd = firstItem(subscription).current_period_end;
    if (periodEnd > until) return;
    if (subscription.cancel_at_period_end === true) {
      endSubscription(state, subscription, periodEnd);
      return;
    }
    if (!billPeriod(state, subscription, periodEnd)) return;
  }
}
