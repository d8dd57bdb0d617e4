import { describe, expect, it } from 'vitest';
import { calendarDays, calendarRange } from './progress-calendar';

describe('calendarRange', () => {
  it('ends today and holds exactly `days` days, across a month end', () => {
    expect(calendarRange('2026-03-02', 3)).toEqual({ fromDay: '2026-02-28', toDay: '2026-03-02' });
    expect(calendarRange('2026-03-02', 1)).toEqual({ fromDay: '2026-03-02', toDay: '2026-03-02' });
  });
});

describe('calendarDays', () => {
  it('lists every day oldest first, zeros included, and drops totals outside the range', () => {
    const range = calendarRange('2026-03-03', 4);
    const days = calendarDays(range, [
      { day: '2026-03-02', points: 15, activities: 2 },
      { day: '2026-02-27', points: 99, activities: 9 },
    ]);
    expect(days).toEqual([
      { day: '2026-02-28', points: 0, activities: 0 },
      { day: '2026-03-01', points: 0, activities: 0 },
      { day: '2026-03-02', points: 15, activities: 2 },
      { day: '2026-03-03', points: 0, activities: 0 },
    ]);
  });
});
