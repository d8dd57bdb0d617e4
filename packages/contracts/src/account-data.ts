import { z } from 'zod';
import { enteredPasswordRule } from './auth';
import { BODY_MUST_BE_OBJECT } from './text';

// Your data is yours: `GET /api/account/export` and `POST /api/account/delete`.

/** The export's format; a change of its shape gets a new version. */
export const ACCOUNT_EXPORT_FORMAT = 'manifest-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/** One table's rows of the user, as stored, without internal keys and secrets. */
const ZRows = z.array(z.record(z.string(), z.unknown()));

/**
 * Everything the API holds about a person, section by section (docs/account-data.md): each
 * section is the rows of one table, the user's own id and
 * secrets (password hash, tokens) left out.
 */
export const ZAccountExport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  profile: z.record(z.string(), z.unknown()),
  sections: z.object({
    customDailyTasks: ZRows,
    taskCompletions: ZRows,
    visionBoardItems: ZRows,
    goals: ZRows,
    goalMilestones: ZRows,
    challengeHistory: ZRows,
    challengeToolStates: ZRows,
    meditationSessions: ZRows,
    affirmationCompletions: ZRows,
    activities: ZRows,
    activityDays: ZRows,
    pointsLedger: ZRows,
    progress: ZRows,
    progressMarks: ZRows,
    badges: ZRows,
    uploads: ZRows,
    uploadDays: ZRows,
    payments: ZRows,
    subscriptionCancellations: ZRows,
    contactMessages: ZRows,
    knownDevices: ZRows,
    sessions: ZRows,
    passwordResets: ZRows,
    emailVerifications: ZRows,
    googleSessionCodes: ZRows,
    idempotencyKeys: ZRows,
    trialCards: ZRows,
    userPlans: ZRows,
    reminderSettings: ZRows,
    reminderDeliveries: ZRows,
    weeklyReviews: ZRows,
    pushSubscriptions: ZRows,
    rewards: ZRows,
    rewardRedemptions: ZRows,
  }),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;

/**
 * `POST /api/account/delete`: the person types their email, and their password when
 * the account has one (a stolen session alone must not delete an account). An account
 * without a password (made by Google) is confirmed by a recent sign-in instead.
 */
export const ZDeleteAccountRequest = z.object(
  {
    confirmEmail: z.string({ error: 'Type your email to confirm' }).max(254),
    password: enteredPasswordRule('Password').optional(),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;
export const DELETE_CONFIRMATION_MISMATCH = 'The email you typed is not the email of this account';
export const DELETE_PASSWORD_MISSING = 'Password is required';
export const DELETE_PASSWORD_WRONG = 'Password is incorrect';
/** How recent a sign-in confirms the deletion of an account without a password. */
export const DELETE_RECENT_SIGNIN_MINUTES = 5;
/** 403: the account has no password and this session began too long ago. */
export const DELETE_NEEDS_RECENT_SIGNIN = `For your safety, please sign in again to delete your account: an account without a password can be deleted within ${DELETE_RECENT_SIGNIN_MINUTES} minutes of signing in.`;
