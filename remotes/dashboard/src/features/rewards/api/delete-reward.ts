import { rewardsQueryKey } from '@manifest/api-client/calls/rewards';
import { apiRequest, serverMessage } from '@manifest/api-client/request';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { rewardUrl } from './update-reward';

export const deleteReward = async (rewardId: string): Promise<void> => {
  await apiRequest('DELETE', rewardUrl(rewardId));
};

/** Deletes a reward; what was bought with it stays in the history. */
export const useDeleteReward = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReward,
    onSuccess: async () => {
      toast({ title: 'Reward deleted' });
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    },
    onError: async (error) => {
      toast({
        title: 'Could not delete the reward',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    },
  });
};
