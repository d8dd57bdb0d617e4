import { describe, expect, it } from 'vitest';

import { formatEarnedAt, recentPoints } from './recent-points';

const entry = (id: number) => ({
  id: String(id),
  description: `Entry ${id}`,
  points: 10,
  earnedAt: '2026-03-01T12:00:00.000Z',
});

describe('recentPoints', () => {
  it('keeps the ten newest entries, in the order given', () => {
    const entries = Array.from({ length: 14 }, (_, index) => entry(index));
    expect(recentPoints(entries).map(({ id }) => id)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(recentPoints([])).toEqual([]);
  });

  it('writes the date short', () => {
    expect(formatEarnedAt('2026-03-01T12:00:00.000Z')).toBe('Mar 1, 2026');
  });
});
