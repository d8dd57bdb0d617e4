import type { TActivity, TActivityType } from '@manifest/contracts/activities';
import { describe, expect, it } from 'vitest';

import { pointsByActivity } from './points-by-activity';

let lastId = 0;
const activity = (type: TActivityType, points: number): TActivity => {
  lastId += 1;
  return {
    id: String(lastId),
    type,
    action: 'completed',
    title: 'Something done',
    description: null,
    points,
    metadata: {},
    completedAt: '2026-03-01T12:00:00.000Z',
    createdAt: '2026-03-01T12:00:00.000Z',
  };
};

describe('pointsByActivity', () => {
  it('sums points and counts paying activities per type, most points first', () => {
    const { rows, earlierPoints } = pointsByActivity(
      [
        activity('affirmation', 10),
        activity('affirmation', 10),
        activity('goal', 25),
        activity('badge', 50),
        activity('affirmation', 0),
      ],
      95,
    );
    expect(rows.slice(0, 3).map(({ label, points, count }) => [label, points, count])).toEqual([
      ['Badge rewards', 50, 1],
      ['Goals', 25, 1],
      ['Affirmations', 20, 2],
    ]);
    expect(earlierPoints).toBe(0);
  });

  it('lists every type, with 0 for those not done yet, in a fixed order for ties', () => {
    const { rows } = pointsByActivity([], 0);
    expect(rows.map(({ label }) => label)).toEqual([
      'Daily tasks',
      'Challenges',
      'Meditations',
      'Affirmations',
      'Goals',
      'Vision board',
      'Badge rewards',
    ]);
    expect(rows.every(({ points, count }) => points === 0 && count === 0)).toBe(true);
  });

  it('shows what the full list of the newest 100 leaves out as earlier points', () => {
    const hundred = Array.from({ length: 100 }, () => activity('task', 10));
    expect(pointsByActivity(hundred, 1250).earlierPoints).toBe(250);
    expect(pointsByActivity(hundred.slice(1), 1250).earlierPoints).toBe(0);
  });
});
