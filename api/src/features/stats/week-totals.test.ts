import { describe, expect, it } from 'vitest';
import { weekSearchRange, weekTotals } from './week-totals';

describe('weekTotals', () => {
  const day = (date: string, count: number) => ({ day: date, count, challenges: 1, minutes: 10 });

  it('sums today and the six days before, nothing else', () => {
    const days = [
      day('2026-03-03', 100),
      day('2026-03-04', 1),
      day('2026-03-10', 2),
      day('2026-03-11', 50),
    ];
    expect(weekTotals(days, '2026-03-10')).toEqual({ activities: 3, challenges: 2, minutes: 20 });
  });

  it('is zero with no days', () => {
    expect(weekTotals([], '2026-03-10')).toEqual({ activities: 0, challenges: 0, minutes: 0 });
  });
});

describe('weekSearchRange', () => {
  it('covers the week of a user in any zone', () => {
    expect(weekSearchRange('2026-03-10')).toEqual({ fromDay: '2026-03-03', toDay: '2026-03-11' });
  });
});
