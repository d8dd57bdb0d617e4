import { requestJson } from '@manifest/api-client/request';
import { ZGoal } from '@manifest/contracts/goals';

import { goalUrl, useGoalEdit } from './goal-cache';

/** `POST /api/goals/{id}/milestones`: answers the goal, now following its milestones. */
export const addMilestone = ({ goalId, title }: { goalId: string; title: string }) =>
  requestJson(ZGoal, 'POST', `${goalUrl(goalId)}/milestones`, { title });

export const useAddMilestone = () => useGoalEdit(addMilestone);
