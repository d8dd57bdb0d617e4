import { GOAL_TASK_STEP } from '@manifest/contracts/goal-progress';
import type { TDailyTask } from '@manifest/contracts/daily-tasks';
import { describe, expect, it } from 'vitest';

import {
  activeFirst,
  isReadyToAchieve,
  progressExplanation,
  tasksOfGoal,
} from './goal-progress-text';

const parts = {
  isCompleted: false,
  ownProgress: 40,
  milestones: [],
  taskCompletions: 0,
};
const milestone = (done: boolean) => ({
  id: String(Math.random()),
  title: 'Step',
  done,
  position: 0,
  doneAt: null,
});

describe('progressExplanation', () => {
  it('says nothing for the slider alone, which shows its own value', () => {
    expect(progressExplanation(parts)).toBeNull();
  });

  it('counts milestones done once there are any', () => {
    expect(progressExplanation({ ...parts, milestones: [milestone(true), milestone(false)] })).toBe(
      '1 of 2 milestones done',
    );
    expect(progressExplanation({ ...parts, milestones: [milestone(true)] })).toBe(
      '1 of 1 milestone done',
    );
  });

  it("adds what the goal's daily tasks gave", () => {
    expect(progressExplanation({ ...parts, taskCompletions: 1 })).toBe(
      `Your estimate 40% · +${GOAL_TASK_STEP}% from 1 daily task check-in`,
    );
    expect(progressExplanation({ ...parts, taskCompletions: 3 })).toBe(
      `Your estimate 40% · +${3 * GOAL_TASK_STEP}% from 3 daily task check-ins`,
    );
  });

  it('says nothing for an achieved goal', () => {
    expect(progressExplanation({ ...parts, isCompleted: true })).toBeNull();
  });
});

describe('isReadyToAchieve', () => {
  it('is true at 100% before "Mark achieved", false after or below', () => {
    expect(isReadyToAchieve({ isCompleted: false, progress: 100 })).toBe(true);
    expect(isReadyToAchieve({ isCompleted: false, progress: 99 })).toBe(false);
    expect(isReadyToAchieve({ isCompleted: true, progress: 100 })).toBe(false);
  });
});

describe('tasksOfGoal and activeFirst', () => {
  it("keeps a goal's own tasks, and puts achieved goals last", () => {
    const task = (id: string, goalId: string | null) => ({ id, goalId }) as TDailyTask;
    expect(tasksOfGoal([task('a', 'g'), task('b', null), task('c', 'h')], 'g')).toEqual([
      task('a', 'g'),
    ]);
    const goals = [
      { id: '1', isCompleted: true },
      { id: '2', isCompleted: false },
      { id: '3', isCompleted: false },
    ];
    expect(activeFirst(goals).map(({ id }) => id)).toEqual(['2', '3', '1']);
  });
});
