import { describe, expect, it } from 'vitest';

import { dailyProgress } from './daily-progress';
import { aTask } from './test-tasks';

describe('dailyProgress', () => {
  it('counts completed tasks, their whole percent and their points', () => {
    const tasks = [
      aTask({ completed: true, points: 10 }),
      aTask({ completed: true, points: 15 }),
      aTask({ completed: false, points: 20 }),
    ];
    expect(dailyProgress(tasks)).toEqual({
      completedCount: 2,
      totalCount: 3,
      percent: 67,
      pointsEarned: 25,
    });
  });

  it('is 0% and 0 points with nothing completed', () => {
    expect(dailyProgress([aTask(), aTask()])).toMatchObject({ percent: 0, pointsEarned: 0 });
  });

  it('is 0% with no tasks at all, never NaN', () => {
    expect(dailyProgress([])).toEqual({
      completedCount: 0,
      totalCount: 0,
      percent: 0,
      pointsEarned: 0,
    });
  });

  it('is 100% when every task is done', () => {
    expect(dailyProgress([aTask({ completed: true })]).percent).toBe(100);
  });
});
