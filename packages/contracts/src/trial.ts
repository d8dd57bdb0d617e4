import { z } from 'zod';

/** `GET` and `POST /api/check-trial-status` (spec 000 section 3). */
export const ZTrialStatus = z.object({
  trialExpired: z.boolean(),
  paymentSuccessful: z.boolean(),
});
export type TTrialStatus = z.infer<typeof ZTrialStatus>;
