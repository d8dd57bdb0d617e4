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

export const useSetMilestoneDone = () => useGoalEdit(setMilestoneDone);
