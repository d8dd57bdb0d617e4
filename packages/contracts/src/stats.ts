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

/** The figures of someone who has not started yet. */
export const NO_PROGRESS_STATS: TUserStats = {
  currentStreak: 0,
  longestStreak: 0,
  goalsCompleted: 0,
  challengesCompleted: 0,
  meditationMinutes: 0,
  visionBoardItems: 0,
  activeDays: 0,
  goalsCreated: 0,
  tasksCompleted: 0,
  meditationSessions: 0,
  affirmationsSaid: 0,
  totalPoints: 0,
  challengesCompletedThisWeek: 0,
  meditationMinutesThisWeek: 0,
  activitiesThisWeek: 0,
  totalActivities: 0,
  completedActivities: 0,
  kindStreak: 0,
  streakFreezesBanked: 0,
};
