import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('shows a calendar date as that day, in long US format', () => {
    expect(formatLongDate('2031-03-05')).toBe('March 5, 2031');
    expect(formatLongDate('2031-12-31')).toBe('December 31, 2031');
  });

  it('shows an instant as a long US date, on the day it is where the reader is', () => {
    expect(formatLongDate('2031-07-04T12:00:00Z')).toMatch(/^July [345], 2031$/);
    const instant = new Date(2031, 0, 9, 23, 30);
    expect(formatLongDate(instant.toISOString())).toBe('January 9, 2031');
  });

  it('agrees with Intl on every day of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2032, 0, 1 + day, 12));
      expect(formatLongDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it('gives back text that is no date as it is', () => {
    expect(formatLongDate('2031-13-01')).toBe('2031-13-01');
    expect(formatLongDate('not a date')).toBe('not a date');
  });
});
