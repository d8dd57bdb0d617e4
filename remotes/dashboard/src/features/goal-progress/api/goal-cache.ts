import { goalsQueryKey } from '@manifest/api-client/calls/goals';
import { serverMessage } from '@manifest/api-client/request';
import type { TGoal, TGoalList } from '@manifest/contracts/goals';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

export const goalUrl = (goalId: string) => `/api/goals/${encodeURIComponent(goalId)}`;

/** Puts a goal the API answered into the goals list at once. */
export const setGoalInCache = (queryClient: QueryClient, goal: TGoal): void => {
  queryClient.setQueryData<TGoalList>(goalsQueryKey, (goals) =>
    goals?.map((each) => (each.id === goal.id ? goal : each)),
  );
};

/**
 * A quiet edit of a goal (the slider, a milestone) whose answer is the goal: shown
 * at once (before the answer too, when `optimistic` says how), the answer put in its
 * place; a failure says so in the spec's words and shows the goal as the server has it.
 */
export const useGoalEdit = <TInput>(
  mutationFn: (input: TInput) => Promise<TGoal>,
  optimistic?: (goals: TGoalList, input: TInput) => TGoalList,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (input) => {
      if (!optimistic) return;
      await queryClient.cancelQueries({ queryKey: goalsQueryKey });
      queryClient.setQueryData<TGoalList>(goalsQueryKey, (goals) =>
        goals ? optimistic(goals, input) : goals,
      );
    },
    onSuccess: (goal) => setGoalInCache(queryClient, goal),
    onError: async (error) => {
      toast({
        title: 'Error Saving Goal',
        description: serverMessage(error) ?? 'Failed to save your goal. Please try again.',
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: goalsQueryKey });
    },
  });
};
