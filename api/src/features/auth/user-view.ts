import { normalizeEmail, type TUser } from '@manifest/contracts/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A row of the users table as knex returns it (same on PostgreSQL and PGlite). */
export type UserRow = {
  id: string;
  /** As the user typed it, for display. */
  email: string;
  /** normalizeEmail(email): unique; what sign-in and sign-up look up. */
  email_normalized: string;
  /** argon2id; null for an account without a password (Google made it, or proved the address). */
  password_hash: string | null;
  /** The Google account's subject once the person signed in with Google. */
  google_sub: string | null;
  /** When the owner proved the address (an emailed link, or Google's word); null until then. */
  email_verified_at: Date | null;
  /** A role an operator granted by command; null for everyone else. */
  role: 'admin' | null;
  first_name: string;
  last_name: string;
  has_paid: boolean;
  /** When the one-time lifetime payment succeeded; null without one. */
  lifetime_access_at: Date | null;
  trial_end_date: Date | null;
  /** When the person's trial subscription (with a card) began; null without one. */
  trial_started_at: Date | null;
  time_zone: string | null;
  /** When time_zone was last set; it may change once per TIME_ZONE_CHANGE_INTERVAL_HOURS. */
  time_zone_changed_at: Date | null;
  /** The person chose time_zone (settings): the browser's header no longer changes it. */
  time_zone_is_chosen: boolean;
  stripe_customer_id: string | null;
  subscription_id: string | null;
  subscription_status: string | null;
  subscription_cancel_at_period_end: boolean;
  subscription_period_end: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** The free trial ends this many days after sign-up. */
export function trialEndFrom(signedUpAt: Date, trialDays: number): Date {
  return new Date(signedUpAt.getTime() + trialDays * DAY_MS);
}

/** A trial is active while the user has not paid and its end is still ahead. */
export function isTrialActive(
  user: { hasPaid: boolean; trialEndDate: Date | null },
  now: Date,
): boolean {
  return !user.hasPaid && user.trialEndDate !== null && user.trialEndDate.getTime() > now.getTime();
}

/** Whether ADMIN_EMAILS lists the address, both sides in their normalised form. */
export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  const normalized = normalizeEmail(email);
  return adminEmails.some((admin) => normalizeEmail(admin) === normalized);
}

/**
 * An admin holds the role an operator granted by command, or an address ADMIN_EMAILS
 * lists that its owner has proven: listed alone, whoever signed up with it first
 * (before the person meant, or after their account was deleted) would be admin.
 */
export function isAdmin(
  user: Pick<UserRow, 'email' | 'email_verified_at' | 'role'>,
  adminEmails: readonly string[],
): boolean {
  if (user.role === 'admin') return true;
  return user.email_verified_at !== null && isAdminEmail(user.email, adminEmails);
}

/** The user as the browser sees it (ZUser). */
export function toUserView(
  row: UserRow,
  context: { now: Date; adminEmails: readonly string[] },
): TUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    hasPaid: row.has_paid,
    hasLifetimeAccess: row.lifetime_access_at !== null,
    isTrialActive: isTrialActive(
      { hasPaid: row.has_paid, trialEndDate: row.trial_end_date },
      context.now,
    ),
    trialEndDate: row.trial_end_date?.toISOString() ?? null,
    isAdmin: isAdmin(row, context.adminEmails),
    isEmailVerified: row.email_verified_at !== null,
    hasPassword: row.password_hash !== null,
    subscription:
      row.subscription_id && row.subscription_status
        ? {
            status: row.subscription_status,
            cancelAtPeriodEnd: row.subscription_cancel_at_period_end,
            currentPeriodEnd: row.subscription_period_end?.toISOString() ?? null,
          }
        : null,
    timeZone: row.time_zone,
  };
}
