import { REWARDS_URL, rewardsQueryKey } from '@manifest/api-client/calls/rewards';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZReward, type TRewardRequest } from '@manifest/contracts/rewards';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const rewardUrl = (rewardId: string) => `${REWARDS_URL}/${encodeURIComponent(rewardId)}`;

export const updateReward = ({ rewardId, body }: { rewardId: string; body: TRewardRequest }) =>
  requestJson(ZReward, 'PUT', rewardUrl(rewardId), body);

/** Fixes a mistyped title or price; what was already bought keeps its own. */
export const useUpdateReward = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReward,
    onSuccess: async () => {
      toast({ title: 'Reward saved' });
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    },
    onError: async (error) => {
      toast({
        title: 'Could not save the reward',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    },
  });
};
