import { randomUUID } from 'node:crypto';
import type { TAuthResponse, TSignup, TUser } from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { signupCardOf, type PrepareSignupCard } from '../auth/auth-router';
import type { AuthService } from '../auth/auth-service';
import { findUserByEmail } from '../auth/users-repository';
import { toUserView, type UserRow } from '../auth/user-view';
import { addDays, DEFAULT_TIME_ZONE, isIanaTimeZone, localDayOf } from '../../domain/time-zones';
import { recordUncountedActivity } from '../points/points-service';
import { zonedInstant } from '../reminders/reminder-time';
import {
  TEST_SETUP_ACTIVITY_MAX_AGE_DAYS,
  type TTestSetupActivitiesRequest,
  type TTestSetupTrialRequest,
  type TTestSetupWeeklyReviewRequest,
} from './test-setup-request';

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  knex: Knex;
  now: () => Date;
  adminEmails: readonly string[];
  auth: AuthService;
  prepareSignupCard: PrepareSignupCard;
  /** The weekly review's sender for one person, on a clock stopped at `at`. */
  runWeeklyReview: (at: Date, userId: string) => Promise<{ sent: number }>;
};

export type TestSetupService = ReturnType<typeof createTestSetupService>;

const noAccount = () => new HttpError(404, 'No account with this email', { field: 'email' });

/** State end-to-end tests need and no user could create. Mounted only with API_TEST_SETUP. */
export function createTestSetupService({
  knex,
  now,
  adminEmails,
  auth,
  prepareSignupCard,
  runWeeklyReview,
}: Deps) {
  return {
    /**
     * A new account through the real sign-up, each under its own throttling key: a test
     * run signs up more people than one address may in an hour (20), and the limit
     * stays whole for the specs that sign up through the pages. With a payment method
     * and startTrial, the trial subscription starts as the landing modal's does.
     */
    createUser: (input: TSignup): Promise<TAuthResponse> =>
      auth.signup(input, `test-setup:${randomUUID()}`, signupCardOf(input, prepareSignupCard)),

    /** Moves the account's trial end and/or payment; answers the user as the browser sees it. */
    async setTrial({ email, trialEndDate, hasPaid }: TTestSetupTrialRequest): Promise<TUser> {
      const user = await findUserByEmail(knex, email);
      if (!user) throw noAccount();
      const changes: Partial<UserRow> = { updated_at: now() };
      if (trialEndDate !== undefined) {
        changes.trial_end_date = trialEndDate === null ? null : new Date(trialEndDate);
      }
      if (hasPaid !== undefined) changes.has_paid = hasPaid;
      const [updated] = await knex<UserRow>('users')
        .where({ id: user.id })
        .update(changes)
        .returning('*');
      if (!updated) throw noAccount();
      return toUserView(updated, { now: now(), adminEmails });
    },

    /**
     * Records a history of activities up to a year back, each as a logged one (0 points,
     * as the browser logs them); answers how many were recorded.
     */
    async recordActivities({ email, activities }: TTestSetupActivitiesRequest): Promise<number> {
      const user = await findUserByEmail(knex, email);
      if (!user) throw noAccount();
      const at = now().getTime();
      activities.forEach(({ completedAt }, index) => {
        const age = at - Date.parse(completedAt);
        if (age < 0 || age > TEST_SETUP_ACTIVITY_MAX_AGE_DAYS * DAY_MS) {
          throw new HttpError(
            400,
            `Completed at must be in the last ${TEST_SETUP_ACTIVITY_MAX_AGE_DAYS} days`,
            { field: `activities.${index}.completedAt` },
          );
        }
      });
      await knex.transaction(async (trx) => {
        for (const { completedAt, description, metadata, ...activity } of activities) {
          await recordUncountedActivity(trx, {
            userId: user.id,
            activity: {
              ...activity,
              ...(description ? { description } : {}),
              ...(metadata ? { metadata } : {}),
              completedAt: new Date(completedAt),
            },
          });
        }
      });
      return activities.length;
    },

    /**
     * Runs the weekly review for one person as the job would at `at` (by default 18:05 on
     * this week's Sunday in their zone). Only verified addresses get it, so the address
     * counts as verified from here on. Answers whether it went out and the week it ends.
     */
    async runWeeklyReview({
      email,
      at,
    }: TTestSetupWeeklyReviewRequest): Promise<{ sent: boolean; at: string }> {
      const user = await findUserByEmail(knex, email);
      if (!user) throw noAccount();
      const zone =
        user.time_zone && isIanaTimeZone(user.time_zone) ? user.time_zone : DEFAULT_TIME_ZONE;
      const today = localDayOf(now(), zone);
      const sunday = addDays(today, (7 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7);
      const runAt = at ? new Date(at) : zonedInstant(sunday, '18:05', zone);
      await knex('users')
        .where({ id: user.id })
        .whereNull('email_verified_at')
        .update({ email_verified_at: now() });
      const { sent } = await runWeeklyReview(runAt, user.id);
      return { sent: sent > 0, at: runAt.toISOString() };
    },
  };
}
