import { describe, expect, it } from 'vitest';
import { CUSTOM_TASKS_PAID_PER_DAY, DAILY_TASK_POINTS } from '../../domain/points-rules';
import { customTaskPayout } from './custom-task-payout';

describe('customTaskPayout', () => {
  it("pays the task's own points up to the spec's daily task 15", () => {
    expect(DAILY_TASK_POINTS).toBe(15);
    expect(customTaskPayout(100, 0)).toBe(15);
    expect(customTaskPayout(16, 0)).toBe(15);
    expect(customTaskPayout(15, 0)).toBe(15);
    expect(customTaskPayout(7, CUSTOM_TASKS_PAID_PER_DAY - 1)).toBe(7);
  });

  it('pays nothing once the daily number of paid custom completions is reached', () => {
    expect(customTaskPayout(100, CUSTOM_TASKS_PAID_PER_DAY)).toBe(0);
    expect(customTaskPayout(1, CUSTOM_TASKS_PAID_PER_DAY + 10)).toBe(0);
  });
});
