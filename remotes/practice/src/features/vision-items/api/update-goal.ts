import { goalsQueryKey, GOALS_URL } from '@manifest/api-client/calls/goals';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZGoal, type TUpdateGoalRequest } from '@manifest/contracts/goals';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const updateGoal = ({ id, changes }: { id: string; changes: TUpdateGoalRequest }) =>
  requestJson(ZGoal, 'PUT', `${GOALS_URL}/${encodeURIComponent(id)}`, changes);

/** The grid's Edit: a goal's title, description, category, image and target date. */
export const useUpdateGoal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: async () => {
      // A goal, not a vision item: the spec's goal texts (spec 001 section 8).
      toast({ title: 'Goal Saved Successfully!', description: 'Your changes are saved.' });
      await queryClient.invalidateQueries({ queryKey: goalsQueryKey });
    },
    onError: (error) => {
      toast({
        title: 'Error Saving Goal',
        description: serverMessage(error) ?? 'Failed to save your goal. Please try again.',
        variant: 'destructive',
      });
    },
  });
};
