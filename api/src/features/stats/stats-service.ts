import type {
  TProgressCalendar,
  TProgressCalendarQuery,
} from '@manifest/contracts/progress-calendar';
import type { TUserStats } from '@manifest/contracts/stats';
import type { Knex } from 'knex';
import { EMPTY_KIND_STREAK, kindStreakFromDays, kindStreakNow } from '../../domain/kind-streaks';
import { currentStreak } from '../../domain/streaks';
import {
  DEFAULT_TIME_ZONE,
  isIanaTimeZone,
  localDayOf,
  localTimeOf,
} from '../../domain/time-zones';
import { shownUpDayOf, storedKindStreak } from '../points/kind-streak-update';
import { findUserTimeZone } from '../points/user-time-zone';
import { calendarDays, calendarRange } from './progress-calendar';
import { readProgressCalendar } from './progress-calendar-repository';
import { readStatsSnapshot } from './stats-repository';
import { weekSearchRange, weekTotals } from './week-totals';

export type StatsService = ReturnType<typeof createStatsService>;

export function createStatsService({ knex, now }: { knex: Knex; now: () => Date }) {
  return {
    /** One query reading one progress row and at most 9 day rows, however long the history. */
    async forUser(userId: string): Promise<TUserStats> {
      const at = now();
      const { fromDay, toDay } = weekSearchRange(localDayOf(at, 'UTC'));
      const snapshot = await readStatsSnapshot(knex, userId, fromDay, toDay);
      const zone =
        snapshot.timeZone && isIanaTimeZone(snapshot.timeZone)
          ? snapshot.timeZone
          : DEFAULT_TIME_ZONE;
      const today = localDayOf(at, zone);
      const week = weekTotals(snapshot.days, today);
      const progress = snapshot.progress;
      const kindState = progress
        ? (storedKindStreak(progress) ?? kindStreakFromDays(snapshot.kindDays.map(shownUpDayOf)))
        : EMPTY_KIND_STREAK;
      const kind = kindStreakNow(kindState, today, localTimeOf(at, zone));
      return {
        currentStreak: progress
          ? currentStreak(
              {
                runEnd: progress.streak_run_end,
                runLength: progress.streak_run_length,
                longestStreak: progress.longest_streak,
              },
              today,
            )
          : 0,
        longestStreak: progress?.longest_streak ?? 0,
        goalsCompleted: progress?.goals_completed ?? 0,
        challengesCompleted: progress?.challenges_completed ?? 0,
        meditationMinutes: progress?.meditation_minutes ?? 0,
        visionBoardItems: progress?.vision_items_created ?? 0,
        // The days the track record lists: recorded days plus days of logged activities only.
        activeDays: (progress?.active_days ?? 0) + snapshot.uncountedOnlyDays,
        goalsCreated: progress?.goals_created ?? 0,
        tasksCompleted: progress?.tasks_completed ?? 0,
        meditationSessions: progress?.meditations ?? 0,
        affirmationsSaid: progress?.affirmations_said ?? 0,
        totalPoints: progress?.total_points ?? 0,
        challengesCompletedThisWeek: week.challenges,
        meditationMinutesThisWeek: week.minutes,
        activitiesThisWeek: week.activities,
        totalActivities: progress?.activities_total ?? 0,
        completedActivities: progress?.activities_completed ?? 0,
        kindStreak: kind.kindStreak,
        streakFreezesBanked: kind.streakFreezesBanked,
      };
    },

    /** Points and activities per local day of the last `days` days, today last, zeros included. */
    async calendar(userId: string, { days }: TProgressCalendarQuery): Promise<TProgressCalendar> {
      const timeZone = await findUserTimeZone(knex, userId);
      const range = calendarRange(localDayOf(now(), timeZone), days);
      const totals = await readProgressCalendar(knex, userId, range);
      return { timeZone, days: calendarDays(range, totals) };
    },
  };
}
