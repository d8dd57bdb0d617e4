import { rewardsQueryKey } from '@manifest/api-client/calls/rewards';
import { apiRequest, parseResponse, serverMessage } from '@manifest/api-client/request';
import { IDEMPOTENCY_KEY_HEADER } from '@manifest/contracts/offline-actions';
import { ZRedeemResponse, type TRewardsResponse } from '@manifest/contracts/rewards';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { pointsText } from '../utils/points-words';
import { rewardUrl } from './update-reward';

export const redeemRewardUrl = (rewardId: string) => `${rewardUrl(rewardId)}/redeem`;

/**
 * Buys a reward. `idempotencyKey` is one per purchase (the confirm dialog's): sent again,
 * by a double tap or a retry after a lost answer, it spends once.
 */
export const redeemReward = async ({
  rewardId,
  idempotencyKey,
}: {
  rewardId: string;
  idempotencyKey: string;
}) => {
  const url = redeemRewardUrl(rewardId);
  const response = await apiRequest('POST', url, undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return parseResponse(ZRedeemResponse, response, 'POST', url);
};

/** The balance and the reward change at once from the answer; the list is then read again. */
export const useRedeemReward = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemReward,
    onSuccess: async ({ redemption, reward, earned, spent, balance }) => {
      queryClient.setQueryData<TRewardsResponse>(rewardsQueryKey, (current) =>
        current
          ? {
              ...current,
              earned,
              spent,
              balance,
              rewards: current.rewards.map((each) => (each.id === reward.id ? reward : each)),
              redemptions: [
                redemption,
                ...current.redemptions.filter((each) => each.id !== redemption.id),
              ],
            }
          : current,
      );
      toast({
        title: 'Enjoy your reward!',
        description: `You spent ${pointsText(redemption.price)} on "${redemption.title}". ${pointsText(balance)} left to spend.`,
      });
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    },
    onError: async (error) => {
      toast({
        title: 'Could not redeem the reward',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      // The balance may have changed elsewhere (another tab, an undo): show it as it is.
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    },
  });
};
