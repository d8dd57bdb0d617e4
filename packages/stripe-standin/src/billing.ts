import { refusalOf } from './charge-card';
import { invoiceObject, type TBillingReason } from './objects/invoices';
import type { TStandInState, TStripeObject } from './stand-in-state';

const DAY_SECONDS = 24 * 60 * 60;
/** Stripe tells of a trial's end three days before it (customer.subscription.trial_will_end). */
const TRIAL_WILL_END_NOTICE_SECONDS = 3 * DAY_SECONDS;

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

type TItem = TStripeObject & {
  price: TStripeObject & { unit_amount: number; currency: string; product: string };
  current_period_start: number;
  current_period_end: number;
};

export const firstItem = (subscription: TStripeObject): TItem =>
  (subscription.items as { data: TItem[] }).data[0] as TItem;

// Subscriptions already told their trial ends soon (never a field of the object).
const toldTrialWillEnd = new WeakSet<TStripeObject>();

/** The customer's card for a subscription's invoices: the subscription's, else the customer's. */
const cardFor = (customer: TStripeObject, subscription: TStripeObject): string | null =>
  (subscription.default_payment_method as string | null) ??
  (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method;

/** Stripe's words for an invoice line: "Trial period for X", or "1 × X (at $9.99 / month)". */
const descriptionOf = (item: TItem, productName: string, amount: number) => {
  if (amount === 0) return `Trial period for ${productName}`;
  const price = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: item.price.currency.toUpperCase(),
  }).format(item.price.unit_amount / 100);
  const interval = String((item.price.recurring as { interval?: string } | null)?.interval);
  return `${String(item.quantity ?? 1)} × ${productName} (at ${price} / ${interval})`;
};

/**
 * Invoices one period of a subscription and collects it from its card, as
 * Stripe does: a draft (invoice.created), finalized (invoice.finalized), then
 * paid (invoice.paid) or refused (invoice.payment_failed). An invoice of $0 (a
 * trial's first) is paid at once with nothing charged. Answers whether it was paid.
 */
export function invoiceSubscription(
  state: TStandInState,
  subscription: TStripeObject,
  {
    at,
    reason,
    amount,
    period,
  }: {
    at: number;
    reason: TBillingReason;
    amount: number;
    period: { start: number; end: number };
  },
): boolean {
  const item = firstItem(subscription);
  const customer = state.find('customer', String(subscription.customer));
  const sequence = Number(customer.next_invoice_sequence);
  customer.next_invoice_sequence = sequence + 1;
  const invoice = state.save(
    invoiceObject({
      id: state.newId('in'),
      lineId: state.newId('il'),
      number: `${String(customer.invoice_prefix)}-${String(sequence).padStart(4, '0')}`,
      created: at,
      customer,
      subscription,
      item,
      amount,
      reason,
      servicePeriod: period,
      description: descriptionOf(
        item,
        String(state.find('product', item.price.product).name),
        amount,
      ),
    }),
  );
  subscription.latest_invoice = invoice.id;
  state.emit('invoice.created', invoice, at);
  invoice.status = 'open';
  (invoice.status_transitions as Record<string, unknown>).finalized_at = at;
  state.emit('invoice.finalized', invoice, at);

  const method = amount > 0 ? cardFor(customer, subscription) : null;
  const refused =
    amount === 0
      ? null
      : method
        ? refusalOf(state, method, true)
        : { message: 'This customer has no attached payment source or default payment method.' };
  invoice.attempted = true;
  if (amount > 0) invoice.attempt_count = 1;
  if (refused) {
    state.emit('invoice.payment_failed', invoice, at);
    return false;
  }
  invoice.status = 'paid';
  invoice.amount_paid = amount;
  invoice.amount_remaining = 0;
  (invoice.status_transitions as Record<string, unknown>).paid_at = at;
  state.emit('invoice.paid', invoice, at);
  return true;
}

/**
 * Bills the next period of a subscription at `at` (a trial's end or a
 * renewal): paid, it is active and its period moves on; refused, it is past due.
 */
export function billPeriod(state: TStandInState, subscription: TStripeObject, at: number): boolean {
  const item = firstItem(subscription);
  const periodEnd = oneMonthAfter(at);
  const isPaid = invoiceSubscription(state, subscription, {
    at,
    reason: 'subscription_cycle',
    amount: item.price.unit_amount * Number(item.quantity ?? 1),
    period: { start: at, end: periodEnd },
  });
  if (isPaid) {
    subscription.status = 'active';
    item.current_period_start = at;
    item.current_period_end = periodEnd;
  } else {
    subscription.status = 'past_due';
  }
  state.emit('customer.subscription.updated', subscription, at);
  return isPaid;
}

/** Ends a subscription now (asked for, or at the end of a period it was set to end at). */
export function endSubscription(
  state: TStandInState,
  subscription: TStripeObject,
  at: number,
  reason: 'cancellation_requested' | 'payment_failed' = 'cancellation_requested',
) {
  subscription.status = 'canceled';
  subscription.canceled_at ??= at;
  subscription.ended_at = at;
  subscription.cancellation_details = {
    ...(subscription.cancellation_details as Record<string, unknown>),
    reason,
  };
  state.emit('customer.subscription.deleted', subscription, at);
}

/** Three days before a trial ends (or at once for a shorter trial), Stripe says so. */
function tellTrialWillEnd(state: TStandInState, subscription: TStripeObject, until: number) {
  const trialEnd = subscription.trial_end;
  if (subscription.status !== 'trialing' || typeof trialEnd !== 'number') return;
  if (toldTrialWillEnd.has(subscription)) return;
  const noticeAt = Math.max(trialEnd - TRIAL_WILL_END_NOTICE_SECONDS, Number(subscription.created));
  if (noticeAt > until) return;
  toldTrialWillEnd.add(subscription);
  state.emit('customer.subscription.trial_will_end', subscription, noticeAt);
}

/** What happens to a subscription up to `until`: its trial ends, periods renew or it ends. */
export function runSubscriptionUntil(
  state: TStandInState,
  subscription: TStripeObject,
  until: number,
) {
  for (;;) {
    tellTrialWillEnd(state, subscription, until);
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
