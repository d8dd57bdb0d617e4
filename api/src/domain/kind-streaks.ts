import { STREAK_FREEZE_EVERY_ACTIVE_DAYS, STREAK_FREEZES_MAX } from '@manifest/contracts/stats';
import { daysBetween, type LocalDay, type LocalTime } from './time-zones';

// Kind streaks (beyond the spec): the spec's streak ends after one missed
// day; this one forgives a single missed day in two ways. The rules, as the
// Streak card explains them (also in features/stats/README.md):
//
// 1. A day counts when the user showed up: the server recorded an activity
//    that counts (the same days as currentStreak and activeDays).
// 2. Grace: when a day's first activity is before 12:00 local time and the
//    day before it is the only day missed since the last day shown up,
//    that missed day counts too. Both days count: the activity happened
//    today, grace fills the gap. Grace never fills two gaps in a row: after
//    it fills a day, the user must show up two days running before it can
//    fill another (else every other morning would make a streak).
// 3. Freezes: every 7th day shown up (ever: 7th, 14th, ...) earns one,
//    at most 2 banked. One is spent automatically when the user comes back
//    after exactly one missed day that grace did not fill. A frozen day
//    keeps the streak alive but does not add to it. A freeze banked on the
//    day a gap is bridged cannot bridge that same gap (the gap came first).
// 4. Two or more missed days in a row end the streak, whatever is banked.
//    Banked freezes stay banked for the next streak.
// 5. Until today is shown up, the streak still stands if yesterday was shown
//    up, or if yesterday alone was missed and can still be saved: a freeze is
//    banked, or it is before noon and grace is allowed. Nothing is spent
//    until the user comes back.

/** A day's first activity before this local time also counts for an empty yesterday. */
export const GRACE_BEFORE_LOCAL_TIME: LocalTime = '12:00:00';

/** A day the user showed up, and whether its first activity came before the grace time. */
export type ShownUpDay = { day: LocalDay; isMorning: boolean };

export type KindStreakState = {
  /** The last day shown up; null before the first. */
  runEnd: LocalDay | null;
  /** Days the streak counts, up to runEnd: days shown up and grace days (not frozen days). */
  runLength: number;
  /** Freezes banked, 0..STREAK_FREEZES_MAX. */
  freezes: number;
  /** Days shown up ever: every STREAK_FREEZE_EVERY_ACTIVE_DAYS-th earns a freeze. */
  shownUpDays: number;
  /** Grace filled a day and the user has not shown up two days running since: it cannot fill another. */
  isGraceResting: boolean;
};

export const EMPTY_KIND_STREAK: KindStreakState = {
  runEnd: null,
  runLength: 0,
  freezes: 0,
  shownUpDays: 0,
  isGraceResting: false,
};

export const isBeforeGraceTime = (localTime: LocalTime): boolean =>
  localTime < GRACE_BEFORE_LOCAL_TIME;

/** How the streak gets from runEnd to a new day shown up. */
type Step = 'start' | 'next' | 'grace' | 'freeze';

function stepTo(state: KindStreakState, day: ShownUpDay): Step {
  if (state.runEnd === null) return 'start';
  const gap = daysBetween(state.runEnd, day.day);
  if (gap === 1) return 'next';
  if (gap !== 2) return 'start';
  if (day.isMorning && !state.isGraceResting) return 'grace';
  return state.freezes > 0 ? 'freeze' : 'start';
}

const DAYS_ADDED: Record<Step, number> = { start: 1, next: 1, grace: 2, freeze: 1 };

/**
 * The state after a day is shown up for the first time. Days arrive in order
 * almost always; a day at or before runEnd means the history must be read
 * again: null (the same day again changes nothing and answers the state).
 */
export function extendKindStreak(state: KindStreakState, day: ShownUpDay): KindStreakState | null {
  if (state.runEnd !== null && day.day <= state.runEnd) {
    return day.day === state.runEnd ? state : null;
  }
  const step = stepTo(state, day);
  const shownUpDays = state.shownUpDays + 1;
  // The gap is bridged with what was banked before today; today then earns.
  const kept = step === 'freeze' ? state.freezes - 1 : state.freezes;
  const earned = shownUpDays % STREAK_FREEZE_EVERY_ACTIVE_DAYS === 0 ? 1 : 0;
  return {
    runEnd: day.day,
    runLength: (step === 'start' ? 0 : state.runLength) + DAYS_ADDED[step],
    freezes: Math.min(STREAK_FREEZES_MAX, kept + earned),
    shownUpDays,
    // Only two days running (a 'next' step) make grace available again.
    isGraceResting: step === 'next' ? false : step === 'grace' || state.isGraceResting,
  };
}

/** The state of a whole history of days shown up, in any order (a day listed twice is one day). */
export function kindStreakFromDays(days: readonly ShownUpDay[]): KindStreakState {
  const byDay = new Map<LocalDay, boolean>();
  for (const { day, isMorning } of days) byDay.set(day, isMorning || (byDay.get(day) ?? false));
  let state = EMPTY_KIND_STREAK;
  for (const day of [...byDay.keys()].sort()) {
    state = extendKindStreak(state, { day, isMorning: byDay.get(day) ?? false }) ?? state;
  }
  return state;
}

export type KindStreak = { kindStreak: number; streakFreezesBanked: number };

/** What the Streak card shows at a moment: today and the local time now. */
export function kindStreakNow(
  state: KindStreakState,
  today: LocalDay,
  localTimeNow: LocalTime,
): KindStreak {
  const streakFreezesBanked = state.freezes;
  if (state.runEnd === null) return { kindStreak: 0, streakFreezesBanked };
  const daysSince = daysBetween(state.runEnd, today);
  const canSaveYesterday =
    state.freezes > 0 || (isBeforeGraceTime(localTimeNow) && !state.isGraceResting);
  const isAlive = daysSince <= 1 || (daysSince === 2 && canSaveYesterday);
  return { kindStreak: isAlive ? state.runLength : 0, streakFreezesBanked };
}
