import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('shows a calendar date as that day, in long US format', () => {
    expect(formatLongDate('2031-03-05')).toBe('March 5, 2031');
    expect(formatLongDate('2031-12-31')).toBe('December 31, 2031');
  });

  it('shows an instant as a long US date', () => {
    expect(formatLongDate('2031-07-04T12:00:00Z')).toMatch(/^July [345], 2031$/);
  });
});
