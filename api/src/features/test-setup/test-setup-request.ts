import { normalizeEmail } from '@manifest/contracts/auth';
import { BODY_MUST_BE_OBJECT } from '@manifest/contracts/text';
import { z } from 'zod';

/**
 * `POST /api/test-setup/trial`: what no user could do, for end-to-end tests only
 * (API_TEST_SETUP): move a trial's end (null: no trial), or mark the account paid or not.
 */
export const ZTestSetupTrialRequest = z
  .object(
    {
      email: z
        .string({ error: 'Email must be text' })
        .pipe(z.email({ error: 'Email must be an email address' }))
        .transform(normalizeEmail),
      trialEndDate: z.iso
        .datetime({ offset: true, error: 'Trial end date must be an ISO date and time' })
        .nullable()
        .optional(),
      hasPaid: z.boolean({ error: 'Has paid must be true or false' }).optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine((request) => request.trialEndDate !== undefined || request.hasPaid !== undefined, {
    error: 'Give trialEndDate, hasPaid or both',
    path: ['trialEndDate'],
  });
export type TTestSetupTrialRequest = z.output<typeof ZTestSetupTrialRequest>;
