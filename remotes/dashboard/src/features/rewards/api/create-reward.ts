import { REWARDS_URL, rewardsQueryKey } from '@manifest/api-client/calls/rewards';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZReward, type TRewardRequest } from '@manifest/contracts/rewards';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const createReward = (body: TRewardRequest) =>
  requestJson(ZReward, 'POST', REWARDS_URL, body);

export const useCreateReward = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReward,
    onSuccess: async (reward) => {
      toast({ title: 'Reward added', description: `"${reward.title}" is on your list.` });
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    },
    onError: (error) => {
      toast({
        title: 'Could not add the reward',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
};
