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
