import { goalsQueryKey, GOALS_URL } from '@manifest/api-client/calls/goals';
import { requestJson } from '@manifest/api-client/request';
import { ZGoalWriteResponse } from '@manifest/contracts/goals';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toRecommendedGoal } from '../utils/recommended-goal';

export const addRecommendedGoal = (title: string) =>
  requestJson(ZGoalWriteResponse, 'POST', GOALS_URL, toRecommendedGoal(title, new Date()));

export const useAddRecommendedGoal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecommendedGoal,
    onSuccess: async (goal) => {
      toast({ title: 'Goal Created!', description: `"${goal.title}" is now one of your goals.` });
      await queryClient.invalidateQueries({ queryKey: goalsQueryKey });
      void checkBadgesAndCelebrate();
    },
    onError: () =>
      toast({
        title: 'Creation Failed',
        description: 'Failed to create goal. Please try again.',
        variant: 'destructive',
      }),
  });
};
