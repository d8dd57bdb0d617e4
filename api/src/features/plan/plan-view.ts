import { ZPlanAnswers, ZStarterPlan, type TUserPlan } from '@manifest/contracts/plan';
import type { PlanRow } from './plan-repository';

/**
 * The plan as the browser sees it. No row: the first run is still ahead. The plan names
 * its goal only while that goal exists (deleting it clears `draft_goal_id`).
 */
export function toUserPlan(row: PlanRow | undefined): TUserPlan {
  if (!row) return { firstRunDone: false, answers: null, plan: null };
  const plan = row.plan === null ? null : ZStarterPlan.parse(row.plan);
  return {
    firstRunDone: row.first_run_done_at !== null,
    answers: row.answers === null ? null : ZPlanAnswers.parse(row.answers),
    plan: plan && {
      ...plan,
      goalId: plan.goalId !== null && plan.goalId === row.draft_goal_id ? plan.goalId : null,
    },
  };
}
