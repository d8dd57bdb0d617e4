import type { TActivity } from '@manifest/contracts/activities';
import type { TGoal } from '@manifest/contracts/goals';
import { describe, expect, it } from 'vitest';

import {
  averageProgress,
  daysText,
  progressTone,
  totalGoals,
  visualizationStreak,
} from './vision-figures';

const goal = (progress: number) => ({ progress }) as TGoal;
const visualization = (createdAt: string, kind = 'visualization'): TActivity => ({
  id: createdAt,
  type: 'vision_board',
  action: 'completed',
  title: 'Guided visualization',
  description: null,
  points: 0,
  metadata: { kind },
  completedAt: createdAt,
  createdAt,
});

describe('progressTone', () => {
  it('is green at 75, yellow at 50, orange at 25 and red below', () => {
    expect([100, 75, 74, 50, 49, 25, 24, 0].map(progressTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });
});

describe('averageProgress', () => {
  it('is the rounded mean, or 0 without goals', () => {
    expect(averageProgress([])).toBe(0);
    expect(averageProgress([goal(10), goal(25), goal(30)])).toBe(22);
  });
});

describe('visualizationStreak', () => {
  const zone = 'America/New_York';
  const now = new Date('2026-11-24T15:00:00Z');

  it('counts days in a row in the person’s zone, ending today or yesterday', () => {
    const days = ['2026-11-24T14:00:00Z', '2026-11-23T20:00:00Z', '2026-11-22T18:00:00Z'];
    expect(
      visualizationStreak(
        days.map((at) => visualization(at)),
        now,
        zone,
      ),
    ).toBe(3);
    expect(visualizationStreak([visualization('2026-11-23T20:00:00Z')], now, zone)).toBe(1);
  });

  it('ends at a missed day, and counts nothing that is not a visualization', () => {
    expect(visualizationStreak([visualization('2026-11-22T18:00:00Z')], now, zone)).toBe(0);
    expect(visualizationStreak([visualization('2026-11-24T14:00:00Z', 'other')], now, zone)).toBe(
      0,
    );
  });

  it('reads the day in the zone: 02:00 UTC is the evening before in New York', () => {
    expect(
      visualizationStreak(
        [visualization('2026-11-24T02:00:00Z'), visualization('2026-11-24T14:00:00Z')],
        now,
        zone,
      ),
    ).toBe(2);
  });
});

describe('daysText', () => {
  it('keeps the form "7 days"', () => {
    expect(daysText(7)).toBe('7 days');
    expect(daysText(1)).toBe('1 day');
    expect(daysText(0)).toBe('0 days');
  });
});

describe('totalGoals', () => {
  it('counts items and goals, an item made a goal once', () => {
    expect(totalGoals([], [])).toBe(0);
    expect(totalGoals([{ goalId: null }, { goalId: null }], [{ id: 'g1' }])).toBe(3);
    expect(totalGoals([{ goalId: 'g1' }, { goalId: null }], [{ id: 'g1' }, { id: 'g2' }])).toBe(3);
    // A link to a goal not (yet) in the list counts the item.
    expect(totalGoals([{ goalId: 'gone' }], [])).toBe(1);
  });
});
