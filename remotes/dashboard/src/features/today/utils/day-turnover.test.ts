import { describe, expect, it } from 'vitest';

import { hasDayTurnedOver, localDayIn } from './day-turnover';

describe('the day turning over', () => {
  it('reads the day in the person’s zone, not the browser’s', () => {
    const at = new Date('2030-01-15T10:30:00Z');
    expect(localDayIn(at, 'Pacific/Auckland')).toBe('2030-01-15');
    expect(localDayIn(at, 'Pacific/Honolulu')).toBe('2030-01-15');
    expect(localDayIn(new Date('2030-01-15T11:30:00Z'), 'Pacific/Auckland')).toBe('2030-01-16');
    expect(localDayIn(at, 'Not/AZone')).toBeNull();
  });

  it('has turned over once the person’s midnight has passed', () => {
    const beforeMidnight = new Date('2030-01-15T10:59:00Z'); // 23:59 in Auckland
    const afterMidnight = new Date('2030-01-15T11:00:00Z'); // 00:00 on the 16th
    expect(hasDayTurnedOver(beforeMidnight, '2030-01-15', 'Pacific/Auckland')).toBe(false);
    expect(hasDayTurnedOver(afterMidnight, '2030-01-15', 'Pacific/Auckland')).toBe(true);
    expect(hasDayTurnedOver(afterMidnight, '2030-01-15', 'Not/AZone')).toBe(false);
  });
});
