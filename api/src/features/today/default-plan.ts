import type { TAffirmationCategory } from '@manifest/contracts/catalogue';
import { ZStarterPlan } from '@manifest/contracts/plan';
import { findBuiltInTask } from '../daily-tasks/built-in-tasks';

/**
 * The plan Today shows: the person's starter plan (user_plans.plan), or the default
 * plan while they have none. `affirmationCategory` null draws from every category.
 */
export type TodayPlan = {
  taskIds: readonly string[];
  affirmationCategory: TAffirmationCategory | null;
  meditationSlug: string;
  /** The goal the plan names; null lets Today find the person's goal itself. */
  goalId: string | null;
  isDefault: boolean;
};

/**
 * A small day for someone who has not answered the first-run questions: one short,
 * easy built-in task for each part of the day.
 */
export const DEFAULT_PLAN_TASK_IDS = [
  'morning-gratitude-list',
  'afternoon-breathing-reset',
  'evening-wins-journal',
] as const;

/** A short morning meditation (the CMS's built-in `morning-energy`). */
export const DEFAULT_MEDITATION_SLUG = 'morning-energy';

export const DEFAULT_PLAN: TodayPlan = {
  taskIds: DEFAULT_PLAN_TASK_IDS,
  affirmationCategory: null,
  meditationSlug: DEFAULT_MEDITATION_SLUG,
  goalId: null,
  isDefault: true,
};

/**
 * The plan for Today from what user_plans.plan holds: the stored starter plan when it
 * reads as one (its unknown or repeated task ids dropped), else the default plan. A
 * stored plan with no task Today knows keeps the default tasks, so a day is never empty
 * of tasks by mistake.
 */
export function todayPlanFrom(stored: unknown): TodayPlan {
  const parsed = ZStarterPlan.safeParse(stored);
  if (!parsed.success) return DEFAULT_PLAN;
  const plan = parsed.data;
  const taskIds = [...new Set(plan.taskIds)].filter((id) => findBuiltInTask(id) !== undefined);
  return {
    taskIds: taskIds.length > 0 ? taskIds : DEFAULT_PLAN_TASK_IDS,
    affirmationCategory: plan.affirmationCategory,
    meditationSlug: plan.meditationSlug.trim() || DEFAULT_MEDITATION_SLUG,
    goalId: plan.goalId,
    isDefault: false,
  };
}
