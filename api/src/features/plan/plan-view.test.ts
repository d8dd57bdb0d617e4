import { describe, expect, it } from 'vitest';
import type { PlanRow } from './plan-repository';
import { toUserPlan } from './plan-view';

const AT = new Date('2026-12-01T08:00:00Z');
const GOAL_ID = '7d3f1c8e-2b4a-4c5d-9e6f-0a1b2c3d4e5f';
const ANSWERS = {
  areas: ['health'],
  practiceTime: 'morning',
  reminderTime: '07:30',
  mainGoal: 'Run a half marathon',
};
const PLAN = {
  taskIds: ['morning-gratitude-list'],
  affirmationCategory: 'health',
  meditationSlug: 'stress-release',
  goalId: GOAL_ID,
};
const row = (patch: Partial<PlanRow>): PlanRow => ({
  user_id: 'u1',
  answers: ANSWERS,
  plan: PLAN,
  first_run_done_at: AT,
  draft_goal_id: GOAL_ID,
  updated_at: AT,
  ...patch,
});

describe('toUserPlan', () => {
  it('is an unanswered first run without a row', () => {
    expect(toUserPlan(undefined)).toEqual({ firstRunDone: false, answers: null, plan: null });
  });

  it('shows the answers and the plan with its goal', () => {
    expect(toUserPlan(row({}))).toEqual({ firstRunDone: true, answers: ANSWERS, plan: PLAN });
  });

  it('is done with nothing in it once skipped', () => {
    expect(toUserPlan(row({ answers: null, plan: null, draft_goal_id: null }))).toEqual({
      firstRunDone: true,
      answers: null,
      plan: null,
    });
  });

  it('names no goal once the drafted goal was deleted', () => {
    expect(toUserPlan(row({ draft_goal_id: null })).plan?.goalId).toBeNull();
  });

  it('refuses a stored plan that is not one (a bug, not a person)', () => {
    expect(() => toUserPlan(row({ plan: { taskIds: 'none' } }))).toThrow();
  });
});
