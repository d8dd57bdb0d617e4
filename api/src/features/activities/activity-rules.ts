/** A logged activity may say it happened a little ahead (clock skew), not later. */
export const ACTIVITY_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** How far back the browser may date an activity it logs. */
export const ACTIVITY_BACKDATE_MAX_DAYS = 7;

export const COMPLETED_AT_IN_FUTURE = 'Completed at cannot be in the future';
export const COMPLETED_AT_TOO_OLD = `Completed at cannot be more than ${ACTIVITY_BACKDATE_MAX_DAYS} days ago`;

/** Why a client-sent completion time is refused, or null when it is fine. */
export function completedAtProblem(completedAt: Date, now: Date): string | null {
  const offset = completedAt.getTime() - now.getTime();
  if (offset > ACTIVITY_FUTURE_TOLERANCE_MS) return COMPLETED_AT_IN_FUTURE;
  if (-offset > ACTIVITY_BACKDATE_MAX_DAYS * 24 * 60 * 60 * 1000) return COMPLETED_AT_TOO_OLD;
  return null;
}
