import type Stripe from 'stripe';

/** What the users row keeps of a subscription. */
export type SubscriptionFields = {
  subscriptionId: string;
  status: Stripe.Subscription.Status;
  cancelAtPeriodEnd: boolean;
  /** The end of the trial or of the paid month: the next charge, or the end after cancelling. */
  periodEnd: Date | null;
  /** Set while trialing: the trial ends when the subscription's trial does. */
  trialEnd: Date | null;
  /** A subscription in good standing pays for access. */
  paysForAccess: boolean;
  /** Past trialing (paid, unpaid or ended): the trial is over, whatever the clocks say. */
  trialIsOver: boolean;
};

const dateOf = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The fields of a Stripe subscription the product acts on. */
export function subscriptionFields(subscription: Stripe.Subscription): SubscriptionFields {
  const item = subscription.items.data[0];
  const status = subscription.status;
  return {
    subscriptionId: subscription.id,
    status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    periodEnd: dateOf(item?.current_period_end ?? subscription.trial_end),
    trialEnd: status === 'trialing' ? dateOf(subscription.trial_end) : null,
    paysForAccess: status === 'active',
    trialIsOver: status !== 'trialing',
  };
}
