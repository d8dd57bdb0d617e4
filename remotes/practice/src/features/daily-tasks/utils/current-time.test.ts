import { describe, expect, it } from 'vitest';

import { formatClockDate, formatClockTime, msUntilNextMinute } from './current-time';

describe('msUntilNextMinute', () => {
  it('waits a whole minute on a minute boundary', () => {
    expect(msUntilNextMinute(new Date(2026, 10, 24, 9, 5, 0, 0))).toBe(60_000);
  });

  it('waits for the rest of the current minute', () => {
    expect(msUntilNextMinute(new Date(2026, 10, 24, 9, 5, 45, 500))).toBe(14_500);
  });
});

describe('the clock texts', () => {
  const at = new Date(2026, 10, 24, 9, 5, 30);

  it('shows hours and minutes', () => {
    expect(formatClockTime(at, 'en-US')).toBe('9:05 AM');
  });

  it('shows the weekday and date', () => {
    expect(formatClockDate(at, 'en-US')).toBe('Tuesday, November 24');
  });
});
