import { describe, expect, it } from 'vitest';

import { timerSeconds } from './timer-length';

describe('timerSeconds', () => {
  it('takes the first number of the estimate as minutes', () => {
    expect(timerSeconds('45 minutes')).toBe(45 * 60);
    expect(timerSeconds('15 minutes a day for 7 days')).toBe(15 * 60);
  });

  it('runs 30 minutes when the estimate has no usable number', () => {
    expect(timerSeconds('about an hour')).toBe(30 * 60);
    expect(timerSeconds('')).toBe(30 * 60);
    expect(timerSeconds('0 minutes')).toBe(30 * 60);
  });
});
