import { describe, expect, it } from 'vitest';

import { bestDayText, daysText, weekRangeText, weekdayOf } from './weekly-review-words';

describe('the weekly review in words', () => {
  it('names the week across months and years', () => {
    expect(weekRangeText('2026-03-23', '2026-03-29')).toBe('March 23 – 29');
    expect(weekRangeText('2026-03-30', '2026-04-05')).toBe('March 30 – April 5');
    expect(weekRangeText('2026-12-28', '2027-01-03')).toBe('December 28 – January 3');
  });

  it('names the best day, whatever the browser zone, or says the week was quiet', () => {
    expect(weekdayOf('2026-03-25')).toBe('Wednesday');
    expect(bestDayText({ day: '2026-03-29', points: 1 })).toBe('Sunday, with 1 point');
    expect(bestDayText({ day: '2026-03-25', points: 1200 })).toBe('Wednesday, with 1,200 points');
    expect(bestDayText(null)).toBe('Still to come: a quiet week');
  });

  it('counts days', () => {
    expect(daysText(0)).toBe('0 days');
    expect(daysText(1)).toBe('1 day');
  });
});
