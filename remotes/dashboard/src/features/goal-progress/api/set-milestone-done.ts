import { requestJson } from '@manifest/api-client/request';
import { ZGoal } from '@manifest/contracts/goals';

import { goalUrl, useGoalEdit } from './goal-cache';

/** `PATCH /api/goals/{id}/milestones/{milestoneId}` `{ done }`: answers the goal. */
export const setMilestoneDone = ({
  goalId,
  milestoneId,
  done,
}: {
  goalId: string;
  milestoneId: string;
  done: boolean;
}) =>
  requestJson(ZGoal, 'PATCH', `${goalUrl(goalId)}/milestones/${encodeURIComponent(milestoneId)}`, {
    done,
  });

/** The box shows its new state at once; the goal's progress follows the answer. */
export const useSetMilestoneDone = () =>
  useGoalEdit(setMilestoneDone, (goals, { goalId, milestoneId, done }) =>
    goals.map((goal) =>
      goal.id === goalId
        ? {
            ...goal,
            milestones: goal.milestones.map((milestone) =>
              milestone.id === milestoneId ? { ...milestone, done } : milestone,
            ),
          }
        : goal,
    ),
  );
