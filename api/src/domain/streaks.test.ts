import { describe, expect, it } from 'vitest';
import { currentStreak, EMPTY_STREAK, extendStreak, streakFromDays } from './streaks';

describe('extendStreak', () => {
  it('starts, extends and restarts a run', () => {
    const one = extendStreak(EMPTY_STREAK, '2026-03-01');
    expect(one).toEqual({ runEnd: '2026-03-01', runLength: 1, longestStreak: 1 });
    const two = extendStreak(one!, '2026-03-02');
    expect(two).toEqual({ runEnd: '2026-03-02', runLength: 2, longestStreak: 2 });
    const gap = extendStreak(two!, '2026-03-05');
    expect(gap).toEqual({ runEnd: '2026-03-05', runLength: 1, longestStreak: 2 });
  });

  it('ignores the same day and asks for a rebuild for an earlier one', () => {
    const state = { runEnd: '2026-03-05', runLength: 3, longestStreak: 4 };
    expect(extendStreak(state, '2026-03-05')).toBe(state);
    expect(extendStreak(state, '2026-03-01')).toBeNull();
  });
});

describe('streakFromDays', () => {
  it('finds the latest run and the longest, in any order and with repeats', () => {
    const days = [
      '2026-03-10',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-09',
      '2026-03-02',
    ];
    expect(streakFromDays(days)).toEqual({ runEnd: '2026-03-10', runLength: 2, longestStreak: 3 });
    expect(streakFromDays([])).toEqual(EMPTY_STREAK);
  });
});

describe('currentStreak', () => {
  const state = { runEnd: '2026-03-10', runLength: 4, longestStreak: 6 };
  it('counts a run that ends today or yesterday', () => {
    expect(currentStreak(state, '2026-03-10')).toBe(4);
    expect(currentStreak(state, '2026-03-11')).toBe(4);
  });
  it('is 0 once a whole day was missed, or with no activity', () => {
    expect(currentStreak(state, '2026-03-12')).toBe(0);
    expect(currentStreak(EMPTY_STREAK, '2026-03-12')).toBe(0);
  });
});
