import type { TUser } from '@manifest/contracts/auth';
import { counted, noun } from '@manifest/contracts/counted';
import type { TTrialStatus } from '@manifest/contracts/trial';

import { PAYMENT_REQUIRED_PATH } from './trial-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 000 section 2: the ceiling of the remaining days, never below 0. */
export function trialDaysLeft(trialEndDate: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(trialEndDate) - now.getTime()) / DAY_MS));
}

/**
 * What follows the trial: access ends (no card), the monthly plan starts (a card
 * trial), or nothing (a card trial the person cancelled: never charged).
 */
export type TTrialAfter = 'access-ends' | 'plan-starts' | 'not-charged';

export type TTrialBanner =
  | { kind: 'hidden' }
  | { kind: 'active'; daysLeft: number; endsAt: Date; after: TTrialAfter }
  | { kind: 'expired' };

type TTrialUser = Pick<TUser, 'hasPaid' | 'trialEndDate'> & {
  subscription?: Pick<NonNullable<TUser['subscription']>, 'status' | 'cancelAtPeriodEnd'> | null;
};

const trialAfter = (user: TTrialUser): TTrialAfter => {
  if (user.subscription?.status !== 'trialing') return 'access-ends';
  return user.subscription.cancelAtPeriodEnd ? 'not-charged' : 'plan-starts';
};

/**
 * The banner (spec 000 section 2): hidden once paid or with no trial; red at 0 days
 * left or when the server says the trial expired; blue with the days left otherwise,
 * saying what the end of the trial brings.
 */
export function trialBannerFor(
  user: TTrialUser | null,
  status: TTrialStatus | undefined,
  now: Date,
): TTrialBanner {
  if (!user || user.hasPaid || status?.paymentSuccessful) return { kind: 'hidden' };
  if (user.trialEndDate === null) return { kind: 'hidden' };
  const daysLeft = trialDaysLeft(user.trialEndDate, now);
  if (daysLeft === 0 || status?.trialExpired) return { kind: 'expired' };
  return { kind: 'active', daysLeft, endsAt: new Date(user.trialEndDate), after: trialAfter(user) };
}

export type TTrialReaction = 'expired' | 'paid' | 'none';

/**
 * What a fresh trial status asks of the shell (spec 000 section 4): expired and unpaid,
 * the toast and the way to payment (not again on the payment page itself); paid while
 * the user record still says unpaid, the success toast and a fresh user record.
 */
export function trialReactionFor(
  status: TTrialStatus,
  user: Pick<TUser, 'hasPaid'>,
  pathname: string,
): TTrialReaction {
  if (status.paymentSuccessful) return user.hasPaid ? 'none' : 'paid';
  if (status.trialExpired && pathname !== PAYMENT_REQUIRED_PATH) return 'expired';
  return 'none';
}

/** "Full access until November 30, 2026". */
export const formatTrialEnd = (endsAt: Date): string =>
  endsAt.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export const daysLeftText = (daysLeft: number): string => `${counted(daysLeft, noun('day'))} left`;
