import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import {
  ZCompleteAffirmationResponse,
  type TCompletedAffirmations,
} from '@manifest/contracts/affirmations';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { completedAffirmationsQueryKey } from './get-completed-affirmations';

export const completeAffirmationUrl = (id: number) => `/api/affirmations/${id}/complete`;

/** Once per affirmation per day; a second call the same day answers the same and pays 0. */
export const completeAffirmation = (id: number) =>
  requestJson(ZCompleteAffirmationResponse, 'POST', completeAffirmationUrl(id));

/**
 * Saying an affirmation pays points: the day's set comes back in the answer
 * (so X counts up at once), every progress figure is refreshed, and a new
 * badge is celebrated.
 */
export const useCompleteAffirmation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAffirmation,
    onSuccess: async ({ completedIds, pointsAwarded }) => {
      queryClient.setQueryData<TCompletedAffirmations>(completedAffirmationsQueryKey, {
        completedIds,
      });
      toast({
        title: 'Affirmation Completed!',
        description:
          pointsAwarded > 0
            ? `You earned ${pointsAwarded} manifestation points. Feel it as already true.`
            : 'Already counted today. Keep feeling it as already true.',
      });
      void checkBadgesAndCelebrate();
      await invalidateProgress(queryClient);
    },
    onError: async (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to record your affirmation',
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: completedAffirmationsQueryKey });
    },
  });
};
