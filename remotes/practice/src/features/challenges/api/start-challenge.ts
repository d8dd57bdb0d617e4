import { requestJson } from '@manifest/api-client/request';
import { ZChallengeHistoryEntry } from '@manifest/contracts/challenges';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { refreshAfterChallenge } from './refresh-after-challenge';

export const startChallengeUrl = (id: number) => `/api/challenges/${id}/start`;

export const startChallenge = (id: number) =>
  requestJson(ZChallengeHistoryEntry, 'POST', startChallengeUrl(id));

export const useStartChallenge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChallenge,
    onSuccess: async () => {
      toast({
        title: 'Challenge Started!',
        description: 'Open it for the steps, a timer and your tools.',
      });
      await refreshAfterChallenge(queryClient);
    },
    onError: async () => {
      toast({
        title: 'Error',
        description: 'Failed to start challenge. Please try again.',
        variant: 'destructive',
      });
      await refreshAfterChallenge(queryClient);
    },
  });
};
