import { addDays, daysBetween, type LocalDay } from './time-zones';

/** The run of consecutive active days that ends on the latest active day, and the longest run ever. */
export type StreakState = {
  runEnd: LocalDay | null;
  runLength: number;
  longestStreak: number;
};

export const EMPTY_STREAK: StreakState = { runEnd: null, runLength: 0, longestStreak: 0 };

/**
 * The state after a day becomes active for the first time. Days arrive in
 * order almost always (activities happen now); a day before the current
 * run's end means the whole history must be read again: null.
 */
export function extendStreak(state: StreakState, newDay: LocalDay): StreakState | null {
  if (state.runEnd === null)
    return { runEnd: newDay, runLength: 1, longestStreak: Math.max(1, state.longestStreak) };
  const gap = daysBetween(state.runEnd, newDay);
  if (gap <= 0) return gap === 0 ? state : null;
  const runLength = gap === 1 ? state.runLength + 1 : 1;
  return { runEnd: newDay, runLength, longestStreak: Math.max(state.longestStreak, runLength) };
}

/** The streak state of a whole history of distinct active days, in any order. */
export function streakFromDays(days: readonly LocalDay[]): StreakState {
  const sorted = [...new Set(days)].sort();
  let state = EMPTY_STREAK;
  for (const day of sorted) state = extendStreak(state, day) ?? state;
  return state;
}

/** Consecutive active days ending today or yesterday; 0 once a whole day was missed. */
export function currentStreak(state: StreakState, today: LocalDay): number {
  if (state.runEnd === null) return 0;
  return state.runEnd >= addDays(today, -1) ? state.runLength : 0;
}
