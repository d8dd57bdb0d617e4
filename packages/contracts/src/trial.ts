import { z } from 'zod';

/** `GET` and `POST /api/check-trial-status` (spec 000 section 3). */
export const ZTrialStatus = z.object({
  trialExpired: z.boolean(),
  paymentSuccessful: z.boolean(),
});
export type TTrialStatus = z.infer<typeof ZTrialStatus>;

/**
 * The 402 of practice, progress and AI calls once a trial has ended unpaid
 * (DESIGN.md, "Trial enforcement"); the browser's trial flow takes it from there.
 */
export const TRIAL_ENDED_STATUS = 402;
export const TRIAL_ENDED_MESSAGE = 'Your trial has ended. Please complete payment to continue.';
/** Spec 000 section 9: the heading of an ended trial (its toast's title). */
export const TRIAL_EXPIRED_TITLE = 'Trial Expired';
/** Where an ended trial is paid for (spec 000 section 2). */
export const PAYMENT_REQUIRED_PATH = '/payment-required';

/** Whether a failed call is the API's 402 of an ended trial (any error with that status). */
export const isTrialEndedError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  error.status === TRIAL_ENDED_STATUS;
