import { describe, expect, it } from 'vitest';
import {
  EMPTY_KIND_STREAK,
  extendKindStreak,
  isBeforeGraceTime,
  kindStreakFromDays,
  kindStreakNow,
  type KindStreakState,
  type ShownUpDay,
} from './kind-streaks';
import { currentStreak, streakFromDays } from './streaks';
import { addDays } from './time-zones';

const START = '2026-03-01';
/** Days shown up, as offsets from START; 'm' after the number marks a morning (before noon) day. */
const days = (...marks: string[]): ShownUpDay[] =>
  marks.map((mark) => ({
    day: addDays(START, Number.parseInt(mark, 10)),
    isMorning: mark.endsWith('m'),
  }));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
const fold = (shown: ShownUpDay[]) => kindStreakFromDays(shown);

describe('freezes', () => {
  it('keeps a week with one missed day when a freeze is banked', () => {
    // Days 0-6 shown up (the 7th earns a freeze), day 7 missed, day 8 in the afternoon.
    const state = fold(days(...range(0, 6), '8'));
    expect(state).toMatchObject({ runLength: 8, freezes: 0 });
  });

  it('breaks a week with one missed day when none is banked', () => {
    const state = fold(days(...range(0, 2), ...range(4, 6)));
    expect(state).toMatchObject({ runLength: 3, freezes: 0 });
  });

  it('breaks on two missed days in a row, even with two banked, and keeps them banked', () => {
    const banked = fold(days(...range(0, 13)));
    expect(banked.freezes).toBe(2);
    const state = fold(days(...range(0, 13), '16m'));
    expect(state).toMatchObject({ runLength: 1, freezes: 2 });
  });

  it('banks at most two', () => {
    expect(fold(days(...range(0, 20))).freezes).toBe(2);
    // One spent on day 21, then seven more days shown up earn it back, still capped at 2.
    const spent = fold(days(...range(0, 20), '22'));
    expect(spent).toMatchObject({ runLength: 22, freezes: 1 });
    expect(fold(days(...range(0, 20), ...range(22, 28))).freezes).toBe(2);
  });

  it('does not let the day that earns a freeze bridge the gap before it', () => {
    // Days 0-5 shown up, day 6 missed: day 7 is the 7th day shown up and earns one too late.
    const state = fold(days(...range(0, 5), '7'));
    expect(state).toMatchObject({ runLength: 1, freezes: 1 });
  });

  it('earns from days shown up over all time, across broken streaks', () => {
    const state = fold(days('0', '1', '2', '10', '11', '12', '20'));
    expect(state).toMatchObject({ runLength: 1, freezes: 1, shownUpDays: 7 });
  });
});

describe('grace', () => {
  it('counts a missed yesterday when today starts before noon, and both days count', () => {
    const state = fold(days('0', '1', '2', '4m'));
    expect(state).toMatchObject({ runLength: 5, freezes: 0, isGraceResting: true });
  });

  it('does not apply when today starts at noon or later', () => {
    expect(fold(days('0', '1', '2', '4')).runLength).toBe(1);
    expect(isBeforeGraceTime('11:59:59')).toBe(true);
    expect(isBeforeGraceTime('12:00:00')).toBe(false);
    expect(isBeforeGraceTime('00:00:00')).toBe(true);
  });

  it('is used before a banked freeze', () => {
    const state = fold(days(...range(0, 6), '8m'));
    expect(state).toMatchObject({ runLength: 9, freezes: 1 });
  });

  it('never fills two gaps in a row; two days running make it available again', () => {
    // Every other morning: the second gap is not filled.
    expect(fold(days('0', '2m', '4m')).runLength).toBe(1);
    // A freeze bridges that second gap instead (days 0-6 bank one).
    expect(fold(days(...range(0, 6), '8m', '10m'))).toMatchObject({ runLength: 10, freezes: 0 });
    // Days 2 and 3 shown up running: grace fills day 4.
    expect(fold(days('0', '2m', '3', '5m')).runLength).toBe(6);
  });

  it('stays unavailable after a freeze until two days running', () => {
    // Days 0-6 bank one; 8m grace fills 7; 10 spends the freeze on 9; 12m cannot fill 11.
    expect(fold(days(...range(0, 6), '8m', '10', '12m'))).toMatchObject({
      runLength: 1,
      isGraceResting: true,
    });
    // With 10 and 11 shown up running, 13m fills 12.
    expect(fold(days(...range(0, 6), '8m', '10', '11', '13m'))).toMatchObject({
      runLength: 13,
      isGraceResting: true,
    });
  });

  it('never starts a streak or crosses two missed days', () => {
    expect(fold(days('5m')).runLength).toBe(1);
    expect(fold(days('0', '3m')).runLength).toBe(1);
  });
});

describe('extendKindStreak', () => {
  it('answers the same state for a day already counted and null for an earlier one', () => {
    const state = fold(days('0', '1'));
    expect(extendKindStreak(state, days('1')[0]!)).toBe(state);
    expect(extendKindStreak(state, days('0')[0]!)).toBeNull();
  });

  it('agrees with a rebuild from the whole history, in any order and with repeats', () => {
    const history = days('0', '1', '3m', '4', '5', '6', '7', '8', '10', '11', '14m', '15', '17m');
    let state: KindStreakState = EMPTY_KIND_STREAK;
    for (const day of history) state = extendKindStreak(state, day) ?? state;
    const shuffled = [...history].reverse().concat(history.slice(0, 3));
    expect(kindStreakFromDays(shuffled)).toEqual(state);
  });
});

describe('kindStreakNow', () => {
  const base = fold(days('0', '1', '2'));
  const withFreeze: KindStreakState = { ...base, freezes: 1 };
  const day = (offset: number) => addDays(START, offset);

  it('counts the streak through today and yesterday', () => {
    expect(kindStreakNow(base, day(2), '20:00:00')).toEqual({
      kindStreak: 3,
      streakFreezesBanked: 0,
    });
    expect(kindStreakNow(base, day(3), '23:59:59').kindStreak).toBe(3);
  });

  it('keeps it while a missed yesterday can still be saved, spending nothing yet', () => {
    expect(kindStreakNow(withFreeze, day(4), '18:00:00')).toEqual({
      kindStreak: 3,
      streakFreezesBanked: 1,
    });
    // No freeze, but grace is still possible this morning...
    expect(kindStreakNow(base, day(4), '11:59:59').kindStreak).toBe(3);
    // ...and not from noon.
    expect(kindStreakNow(base, day(4), '12:00:00').kindStreak).toBe(0);
    // Not this morning either when grace filled the last gap.
    const resting = fold(days('0', '2m'));
    expect(kindStreakNow(resting, day(4), '08:00:00').kindStreak).toBe(0);
  });

  it('ends it after two missed days, freezes or not, and keeps them banked', () => {
    expect(kindStreakNow({ ...base, freezes: 2 }, day(5), '08:00:00')).toEqual({
      kindStreak: 0,
      streakFreezesBanked: 2,
    });
  });

  it('is zero with no history, and stands when the last day is ahead of today (zone moved west)', () => {
    expect(kindStreakNow(EMPTY_KIND_STREAK, day(0), '09:00:00').kindStreak).toBe(0);
    expect(kindStreakNow(base, day(1), '09:00:00').kindStreak).toBe(3);
  });

  it('is never below the spec streak', () => {
    // A fixed pseudo-random history over 120 days.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const history: ShownUpDay[] = [];
    for (let offset = 0; offset < 120; offset += 1) {
      if (random() < 0.7) history.push({ day: day(offset), isMorning: random() < 0.5 });
      const kind = fold(history);
      const spec = streakFromDays(history.map((entry) => entry.day));
      for (const time of ['08:00:00', '15:00:00']) {
        expect(kindStreakNow(kind, day(offset), time).kindStreak).toBeGreaterThanOrEqual(
          currentStreak(spec, day(offset)),
        );
      }
    }
  });
});
