import { describe, expect, it } from 'vitest';
import { findBuiltInTask } from '../daily-tasks/built-in-tasks';
import { DEFAULT_PLAN, DEFAULT_PLAN_TASK_IDS, todayPlanFrom } from './default-plan';

describe('todayPlanFrom', () => {
  it('is the default plan while nothing is stored', () => {
    expect(todayPlanFrom(null)).toBe(DEFAULT_PLAN);
    expect(todayPlanFrom(undefined)).toBe(DEFAULT_PLAN);
  });

  it('is the default plan when the stored one does not read as a starter plan', () => {
    expect(todayPlanFrom({ taskIds: 'morning-intention' })).toBe(DEFAULT_PLAN);
    expect(
      todayPlanFrom({
        taskIds: [],
        affirmationCategory: 'fame',
        meditationSlug: 'abundance-flow',
        goalId: null,
      }),
    ).toBe(DEFAULT_PLAN);
  });

  it('takes a stored plan, dropping task ids it does not know and repeats', () => {
    expect(
      todayPlanFrom({
        taskIds: ['evening-let-go', 'no-such-task', 'evening-let-go', 'evening-wins-journal'],
        affirmationCategory: 'health',
        meditationSlug: 'stress-release',
        goalId: '6f1e5e57-6a0c-4c61-8f57-2f0d7c1c7b10',
      }),
    ).toEqual({
      taskIds: ['evening-let-go', 'evening-wins-journal'],
      affirmationCategory: 'health',
      meditationSlug: 'stress-release',
      goalId: '6f1e5e57-6a0c-4c61-8f57-2f0d7c1c7b10',
      isDefault: false,
    });
  });

  it('keeps the default tasks when a stored plan names none it knows', () => {
    const plan = todayPlanFrom({
      taskIds: ['retired-task'],
      affirmationCategory: 'love',
      meditationSlug: ' ',
      goalId: null,
    });
    expect(plan.taskIds).toEqual(DEFAULT_PLAN_TASK_IDS);
    expect(plan.meditationSlug).toBe(DEFAULT_PLAN.meditationSlug);
    expect(plan.affirmationCategory).toBe('love');
  });

  it('names only built-in tasks in the default plan, one for each part of the day', () => {
    const categories = DEFAULT_PLAN_TASK_IDS.map((id) => findBuiltInTask(id)?.category);
    expect(categories).toEqual(['morning', 'afternoon', 'evening']);
  });
});
