import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { sendOrQueue } from '@manifest/api-client/offline/send-or-queue';
import { serverMessage } from '@manifest/api-client/request';
import {
  ZCompleteAffirmationResponse,
  type TCompletedAffirmations,
} from '@manifest/contracts/affirmations';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastSavedOffline } from '../../../lib/offline-actions';
import { UNDO_TOAST_DURATION_MS, undoToastAction } from '../../../lib/undo-toast-action';
import { completedAffirmationsQueryKey } from './get-completed-affirmations';
import { useUndoAffirmation } from './undo-affirmation';

export const completeAffirmationUrl = (id: number) => `/api/affirmations/${id}/complete`;

/**
 * Once per affirmation per day; a second call the same day answers the same and pays 0.
 * Offline, it waits on the device and is sent with the time it was said.
 */
export const completeAffirmation = (id: number) =>
  sendOrQueue(ZCompleteAffirmationResponse, {
    url: completeAffirmationUrl(id),
    body: {},
    bodyDoneAt: (doneAt) => ({ doneAt }),
    label: 'Mark an affirmation',
  });

/**
 * Saying an affirmation pays points: the day's set comes back in the answer
 * (so X counts up at once), every progress figure is refreshed, and a new
 * badge is celebrated. The toast offers Undo for a few seconds, for a mis-tap.
 */
export const useCompleteAffirmation = () => {
  const queryClient = useQueryClient();
  const undo = useUndoAffirmation();
  return useMutation({
    mutationFn: completeAffirmation,
    onSuccess: async (result) => {
      if ('queued' in result) {
        toastSavedOffline();
        return;
      }
      const { affirmationId, completedIds, pointsAwarded } = result.sent;
      queryClient.setQueryData<TCompletedAffirmations>(completedAffirmationsQueryKey, {
        completedIds,
      });
      toast({
        title: 'Affirmation Completed!',
        description:
          pointsAwarded > 0
            ? `You earned ${pointsAwarded} manifestation points. Feel it as already true.`
            : 'Already counted today. Keep feeling it as already true.',
        action: undoToastAction('saying this affirmation', () => undo.mutate(affirmationId)),
        duration: UNDO_TOAST_DURATION_MS,
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
