import type { TTrialStatus } from '@manifest/contracts/trial';

/**
 * Expired means unpaid with no trial running (ended, or never started);
 * payment lifts it for good.
 */
export function trialStatusOf(user: { hasPaid: boolean; isTrialActive: boolean }): TTrialStatus {
  return { trialExpired: !user.hasPaid && !user.isTrialActive, paymentSuccessful: user.hasPaid };
}
