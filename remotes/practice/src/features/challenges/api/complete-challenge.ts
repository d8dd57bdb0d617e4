import { requestJson } from '@manifest/api-client/request';
import { ZCompleteChallengeResponse } from '@manifest/contracts/challenges';
import { counted, noun } from '@manifest/contracts/counted';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { refreshAfterChallenge } from './refresh-after-challenge';

export const completeChallengeUrl = (id: number) => `/api/challenges/${id}/complete`;

/** Spec 001 section 7: the page sends a fixed reflection. */
export const CHALLENGE_REFLECTION = 'Completed the challenge';

export const completeChallenge = (id: number) =>
  requestJson(ZCompleteChallengeResponse, 'PUT', completeChallengeUrl(id), {
    reflection: CHALLENGE_REFLECTION,
  });

export const useCompleteChallenge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeChallenge,
    onSuccess: async ({ pointsAwarded }) => {
      toast({
        title: 'Challenge Completed!',
        description:
          pointsAwarded > 0
            ? `Amazing work! You earned ${counted(pointsAwarded, noun('point'))}.`
            : 'Amazing work! You have done this one before, so it pays no points again.',
      });
      void checkBadgesAndCelebrate();
      await refreshAfterChallenge(queryClient);
    },
    onError: async () => {
      toast({
        title: 'Error',
        description: 'Failed to complete challenge. Please try again.',
        variant: 'destructive',
      });
      await refreshAfterChallenge(queryClient);
    },
  });
};
