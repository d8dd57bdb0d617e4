import { goalsQueryKey, GOALS_URL } from '@manifest/api-client/calls/goals';
import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZGoalWriteResponse, type TCreateGoalRequest } from '@manifest/contracts/goals';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const createGoal = (request: TCreateGoalRequest) =>
  requestJson(ZGoalWriteResponse, 'POST', GOALS_URL, request);

/** A new goal pays the goal points (server side); a first goal may earn Goal Setter. */
export const useCreateGoal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: async () => {
      toast({ title: 'Goal Created!', description: 'Move it forward a step at a time.' });
      void checkBadgesAndCelebrate();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: goalsQueryKey }),
        invalidateProgress(queryClient),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Creation Failed',
        description: serverMessage(error) ?? 'Failed to create goal. Please try again.',
        variant: 'destructive',
      }),
  });
};
