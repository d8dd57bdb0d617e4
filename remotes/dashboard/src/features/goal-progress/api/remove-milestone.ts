import { requestJson } from '@manifest/api-client/request';
import { ZGoal } from '@manifest/contracts/goals';

import { goalUrl, useGoalEdit } from './goal-cache';

/** `DELETE /api/goals/{id}/milestones/{milestoneId}`: answers the goal. */
export const removeMilestone = ({ goalId, milestoneId }: { goalId: string; milestoneId: string }) =>
  requestJson(ZGoal, 'DELETE', `${goalUrl(goalId)}/milestones/${encodeURIComponent(milestoneId)}`);

export const useRemoveMilestone = () => useGoalEdit(removeMilestone);
