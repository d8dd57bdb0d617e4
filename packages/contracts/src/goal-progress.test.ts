import { describe, expect, it } from 'vitest';
import { GOAL_TASK_STEP, goalProgress, milestoneShare } from './goal-progress';

const open = { isCompleted: false, ownProgress: 0, milestones: [], taskCompletions: 0 };
const milestones = (done: number, notDone: number) => [
  ...Array.from({ length: done }, () => ({ done: true })),
  ...Array.from({ length: notDone }, () => ({ done: false })),
];

describe('milestoneShare', () => {
  it('is the rounded share of milestones done, 0 without any', () => {
    expect(milestoneShare([])).toBe(0);
    expect(milestoneShare(milestones(1, 2))).toBe(33);
    expect(milestoneShare(milestones(2, 1))).toBe(67);
    expect(milestoneShare(milestones(3, 0))).toBe(100);
  });
});

describe('goalProgress', () => {
  it('follows the slider while the goal has no milestones', () => {
    expect(goalProgress({ ...open, ownProgress: 40 })).toEqual({
      source: 'slider',
      base: 40,
      fromTasks: 0,
      progress: 40,
    });
  });

  it('follows the milestones once there are any, whatever the slider said', () => {
    expect(goalProgress({ ...open, ownProgress: 90, milestones: milestones(1, 3) })).toEqual({
      source: 'milestones',
      base: 25,
      fromTasks: 0,
      progress: 25,
    });
  });

  it(`adds ${GOAL_TASK_STEP} points for each completion of the goal's daily tasks`, () => {
    expect(goalProgress({ ...open, ownProgress: 20, taskCompletions: 3 })).toMatchObject({
      fromTasks: 3 * GOAL_TASK_STEP,
      progress: 20 + 3 * GOAL_TASK_STEP,
    });
    expect(
      goalProgress({ ...open, milestones: milestones(1, 1), taskCompletions: 1 }).progress,
    ).toBe(50 + GOAL_TASK_STEP);
  });

  it('stops at 100 without achieving the goal', () => {
    const parts = goalProgress({ ...open, ownProgress: 95, taskCompletions: 40 });
    expect(parts.progress).toBe(100);
    expect(parts.fromTasks).toBe(400);
  });

  it('is 100 once achieved, whatever the parts say', () => {
    expect(goalProgress({ ...open, isCompleted: true, ownProgress: 10 }).progress).toBe(100);
    expect(
      goalProgress({ ...open, isCompleted: true, milestones: milestones(0, 4) }).progress,
    ).toBe(100);
  });

  it('never leaves 0..100 for odd inputs', () => {
    expect(goalProgress({ ...open, ownProgress: -5, taskCompletions: -2 }).progress).toBe(0);
    expect(goalProgress({ ...open, ownProgress: 250 }).progress).toBe(100);
  });
});
