import { z } from 'zod';

const count = z.number().int().nonnegative();

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
});
export type TUserStats = z.infer<typeof ZUserStats>;
