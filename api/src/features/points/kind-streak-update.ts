import type { Knex } from 'knex';
import {
  extendKindStreak,
  isBeforeGraceTime,
  kindStreakFromDays,
  type KindStreakState,
  type ShownUpDay,
} from '../../domain/kind-streaks';
import type { LocalTime } from '../../domain/time-zones';
import {
  allActiveDays,
  type ActiveDayRow,
  type DayRow,
  type ProgressRow,
} from './progress-repository';

/** The stored kind streak, or null when it was never computed (rows older than migration 051). */
export function storedKindStreak(progress: ProgressRow): KindStreakState | null {
  if (progress.kind_run_length === null) return null;
  return {
    runEnd: progress.kind_run_end,
    runLength: progress.kind_run_length,
    freezes: progress.kind_freezes,
    shownUpDays: progress.active_days,
    isGraceResting: progress.kind_grace_resting,
  };
}

export const shownUpDayOf = (row: ActiveDayRow): ShownUpDay => ({
  day: row.day,
  isMorning: row.first_local_time !== null && isBeforeGraceTime(row.first_local_time),
});

/**
 * The kind streak after a counted activity at `today.day`, or null when it
 * does not move. Read under the user's progress lock, before the day row is
 * written. `dayBefore` is the day's row as it was (null: a new day).
 */
export async function nextKindStreak(
  trx: Knex.Transaction,
  userId: string,
  progress: ProgressRow,
  today: ShownUpDay & { localTime: LocalTime },
  dayBefore: DayRow | null,
): Promise<KindStreakState | null> {
  const stored = storedKindStreak(progress);
  const rebuild = async () =>
    kindStreakFromDays([...(await allActiveDays(trx, userId)).map(shownUpDayOf), today]);
  if (!stored) return rebuild();
  if (dayBefore === null) return extendKindStreak(stored, today) ?? rebuild();
  // A day already shown up moves nothing, unless its first activity just
  // became a morning one (a zone change, or an activity recorded late).
  const firstBefore = dayBefore.first_local_time;
  const becameMorning = today.isMorning && firstBefore !== null && !isBeforeGraceTime(firstBefore);
  return becameMorning ? rebuild() : null;
}
