import { requestJson } from '@manifest/api-client/request';
import { ZGoal } from '@manifest/contracts/goals';

import { goalUrl, useGoalEdit } from './goal-cache';

/** `PUT /api/goals/{id}` with the slider's value (the answer's pointsAwarded is always 0 here). */
export const updateGoalProgress = ({ goalId, progress }: { goalId: string; progress: number }) =>
  requestJson(ZGoal, 'PUT', goalUrl(goalId), { progress });

export const useUpdateGoalProgress = () => useGoalEdit(updateGoalProgress);
