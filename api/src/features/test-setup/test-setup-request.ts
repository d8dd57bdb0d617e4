import { ZCreateActivityRequest } from '@manifest/contracts/activities';
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

/** How far back `POST /api/test-setup/activities` may date an activity: a year. */
export const TEST_SETUP_ACTIVITY_MAX_AGE_DAYS = 366;
export const TEST_SETUP_ACTIVITIES_MAX = 200;

/**
 * `POST /api/test-setup/activities`: a history no user could log (the browser may back-date
 * an activity by a week at most), for end-to-end tests of pages that show weeks of it.
 * Each is recorded as the browser's logged activities are: it pays 0 and counts toward no streak or badge.
 */
export const ZTestSetupActivitiesRequest = z.object(
  {
    email: z
      .string({ error: 'Email must be text' })
      .pipe(z.email({ error: 'Email must be an email address' }))
      .transform(normalizeEmail),
    activities: z
      .array(
        ZCreateActivityRequest.extend({
          completedAt: z.iso.datetime({
            offset: true,
            error: 'Completed at must be an ISO date and time',
          }),
        }),
        { error: 'Activities must be a list' },
      )
      .min(1, { error: 'Activities must list at least one activity' })
      .max(TEST_SETUP_ACTIVITIES_MAX, {
        error: `Activities may list at most ${TEST_SETUP_ACTIVITIES_MAX}`,
      }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TTestSetupActivitiesRequest = z.output<typeof ZTestSetupActivitiesRequest>;

/**
 * `POST /api/test-setup/weekly-review`: Sunday evening's review for one person, run now as
 * the job would run it at `at` (by default 18:05 in their zone on this week's Sunday, today
 * if it is one, so what they did today counts).
 */
export const ZTestSetupWeeklyReviewRequest = z.object(
  {
    email: z
      .string({ error: 'Email must be text' })
      .pipe(z.email({ error: 'Email must be an email address' }))
      .transform(normalizeEmail),
    at: z.iso.datetime({ offset: true, error: 'At must be an ISO date and time' }).optional(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TTestSetupWeeklyReviewRequest = z.output<typeof ZTestSetupWeeklyReviewRequest>;
