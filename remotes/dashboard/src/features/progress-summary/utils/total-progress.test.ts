import { describe, expect, it } from 'vitest';

import { totalProgress } from './total-progress';

const goals = (completed: number, open: number) => [
  ...Array.from({ length: completed }, () => ({ isCompleted: true })),
  ...Array.from({ length: open }, () => ({ isCompleted: false })),
];

describe('totalProgress', () => {
  it('is 0 with no goals', () => {
    expect(totalProgress([])).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it('is completed goals over all goals, rounded', () => {
    expect(totalProgress(goals(1, 2)).percent).toBe(33);
    expect(totalProgress(goals(2, 1)).percent).toBe(67);
    expect(totalProgress(goals(1, 7))).toEqual({ completed: 1, total: 8, percent: 13 });
  });

  it('rounds half up and reaches 0 and 100 exactly', () => {
    expect(totalProgress(goals(1, 1)).percent).toBe(50);
    expect(totalProgress(goals(1, 199)).percent).toBe(1);
    expect(totalProgress(goals(0, 3)).percent).toBe(0);
    expect(totalProgress(goals(4, 0)).percent).toBe(100);
  });
});
