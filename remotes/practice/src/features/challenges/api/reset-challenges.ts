import { requestJson } from '@manifest/api-client/request';
import { ZResetChallengesResponse } from '@manifest/contracts/challenges';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { refreshAfterChallenge } from './refresh-after-challenge';

export const RESET_CHALLENGES_URL = '/api/challenges/reset-all';

export const resetChallenges = () =>
  requestJson(ZResetChallengesResponse, 'POST', RESET_CHALLENGES_URL);

export const useResetChallenges = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetChallenges,
    onSuccess: async () => {
      toast({
        title: 'All Challenges Reset',
        description: 'Every challenge is ready to start again.',
      });
      await refreshAfterChallenge(queryClient);
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to reset challenges. Please try again.',
        variant: 'destructive',
      });
    },
  });
};
