import type { TUser } from '@manifest/contracts/auth';

/**
 * What a person holds, in the one entitlement model (DESIGN.md "Entitlements"):
 * lifetime access (no subscription beside it), a subscription Stripe may still
 * charge, one set to end, one that has ended, or none (the trial without a card).
 */
export type TEntitlement = 'lifetime' | 'live-subscription' | 'ending' | 'ended' | 'none';

const ENDED = new Set(['canceled', 'incomplete_expired']);

export function entitlementOf(
  user: Pick<TUser, 'hasLifetimeAccess' | 'subscription'>,
): TEntitlement {
  if (user.hasLifetimeAccess) return 'lifetime';
  const subscription = user.subscription;
  if (!subscription) return 'none';
  if (ENDED.has(subscription.status)) return 'ended';
  return subscription.cancelAtPeriodEnd ? 'ending' : 'live-subscription';
}

/** What a lifetime payment does to a subscription that would otherwise charge again. */
export const LIFETIME_ENDS_SUBSCRIPTION =
  'Paying once ends your monthly subscription at once: it will never be charged again.';

/** /payment-required for a person whose trial has not ended unpaid: an offer, not a demand. */
export const LIFETIME_ACCESS_TITLE = 'Lifetime Access';
export const LIFETIME_ACCESS_INTRO =
  'Pay once and keep every feature, your progress and both guides for life.';

export const HAS_LIFETIME_ACCESS =
  'You have lifetime access: there is no subscription to cancel and nothing more to pay.';

export const SUBSCRIPTION_HAS_ENDED = 'Your subscription has ended. You will not be charged again.';
