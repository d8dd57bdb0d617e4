import { goalsQueryKey } from '@manifest/api-client/calls/goals';
import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZGoalWriteResponse } from '@manifest/contracts/goals';
import { celebrateGoalAchieved } from '@manifest/shell-services/goal-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { goalUrl, setGoalInCache } from './goal-cache';

/** `POST /api/goals/{id}/complete`: idempotent, so a double tap pays once. */
export const completeGoal = (goalId: string) =>
  requestJson(ZGoalWriteResponse, 'POST', `${goalUrl(goalId)}/complete`);

/**
 * "Mark achieved": the goal shows as achieved from the answer, the shell celebrates
 * it (and any badge its points earned), and every figure that counts goals refreshes.
 */
export const useCompleteGoal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeGoal,
    onSuccess: async (answer) => {
      const { pointsAwarded, ...goal } = answer;
      setGoalInCache(queryClient, goal);
      void celebrateGoalAchieved({ id: goal.id, title: goal.title, pointsAwarded });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: goalsQueryKey }),
        invalidateProgress(queryClient),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error Saving Goal',
        description: serverMessage(error) ?? 'Failed to save your goal. Please try again.',
        variant: 'destructive',
      }),
  });
};
