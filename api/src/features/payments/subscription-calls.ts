import Stripe from 'stripe';

const HAS_ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

/**
 * Runs a change to a subscription. Stripe refuses to change one that has
 * already ended (400) or to end it again (404); then what Stripe says now is
 * the answer (the subscription, ended), so the caller records it as ended
 * instead of failing. Any other refusal is the caller's to handle.
 */
async function orAsStripeSaysNow(
  stripe: Stripe,
  subscriptionId: string,
  change: () => Promise<Stripe.Subscription>,
): Promise<Stripe.Subscription> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const now = await stripe.subscriptions.retrieve(subscriptionId).catch(() => {
      throw error;
    });
    if (!HAS_ENDED.has(now.status)) throw error;
    return now;
  }
}

/** `subscriptions.update`, or the subscription as Stripe has it when it has already ended. */
export const updateSubscription = (
  stripe: Stripe,
  subscriptionId: string,
  params: Stripe.SubscriptionUpdateParams,
) =>
  orAsStripeSaysNow(stripe, subscriptionId, () =>
    stripe.subscriptions.update(subscriptionId, params),
  );

/**
 * `subscriptions.cancel` at once, with no final invoice and no proration (nothing
 * more is charged), or the subscription as Stripe has it when it has already ended.
 */
export const cancelSubscription = (stripe: Stripe, subscriptionId: string) =>
  orAsStripeSaysNow(stripe, subscriptionId, () =>
    stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false }),
  );

/** Whether Stripe will never charge this subscription again. */
export const hasSubscriptionEnded = (status: string | null) =>
  status === null || HAS_ENDED.has(status as Stripe.Subscription.Status);
