import { z } from 'zod';

const count = z.number().int().nonnegative();

/** Kind streaks: one freeze per this many active days, at most this many banked. */
export const STREAK_FREEZE_EVERY_ACTIVE_DAYS = 7;
export const STREAK_FREEZES_MAX = 2;

/**
 * `GET /api/user/stats`. Days are the user's local days (X-Time-Zone or
 * PUT /api/user/time-zone); "this week" is the last 7 local days including today.
 */
export const ZUserStats = z.object({
  currentStreak: count,
  longestStreak: count,
  goalsCompleted: count,
  challengesCompleted: count,
  meditationMinutes: count,
  visionBoardItems: count,
  activeDays: count,
  goalsCreated: count,
  tasksCompleted: count,
  meditationSessions: count,
  affirmationsSaid: count,
  totalPoints: count,
  challengesCompletedThisWeek: count,
  meditationMinutesThisWeek: count,
  activitiesThisWeek: count,
  /** Every activity in the track record, and those whose action is 'completed'. */
  totalActivities: count,
  completedActivities: count,
  /**
   * The kind streak (beyond the spec), in the user's zone: like currentStreak,
   * but an activity before noon also counts for a missed yesterday (not for
   * two gaps in a row), and a banked freeze covers a single missed day (it
   * keeps the streak without adding to it). Two missed days in a row end it.
   * Rules: api/src/domain/kind-streaks.ts.
   */
  kindStreak: count,
  /** Freezes banked: every 7th day shown up earns one, at most STREAK_FREEZES_MAX. */
  streakFreezesBanked: count.max(STREAK_FREEZES_MAX),
});
export type TUserStats = z.infer<typeof ZUserStats>;
