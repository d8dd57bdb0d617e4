import { describe, expect, it } from 'vitest';
import { analyticsWindow } from './analytics-window';

describe('analyticsWindow', () => {
  const now = new Date('2031-03-10T15:00:00Z');

  it('ends now, with the previous period of the same length before it', () => {
    const week = analyticsWindow('7d', now);
    expect(week.from.toISOString()).toBe('2031-03-03T15:00:00.000Z');
    expect(week.previousFrom.toISOString()).toBe('2031-02-24T15:00:00.000Z');
    expect(week.days).toHaveLength(8);
    expect(week.days[0]).toBe('2031-03-03');
    expect(week.days.at(-1)).toBe('2031-03-10');
  });

  it('touches two UTC days over 24 hours and 366 over a year', () => {
    expect(analyticsWindow('24h', now).days).toEqual(['2031-03-09', '2031-03-10']);
    expect(analyticsWindow('1y', now).days).toHaveLength(366);
  });
});
