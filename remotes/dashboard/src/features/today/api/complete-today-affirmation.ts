import { invalidateProgress, todayQueryKey } from '@manifest/api-client/calls/progress';
import { sendOrQueue } from '@manifest/api-client/offline/send-or-queue';
import { ApiError, serverMessage } from '@manifest/api-client/request';
import { ZCompleteAffirmationResponse } from '@manifest/contracts/affirmations';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastSavedOffline } from '../utils/saved-offline';
import { completionUrlOf } from '../utils/today-state';
import { pointsEarnedText } from '../utils/today-words';
import { restoreToday, showItemDone } from '../utils/optimistic-today';

// The affirmations page's ids said today (practice remote): stale once one is said here.
const COMPLETED_AFFIRMATIONS_QUERY_KEY = ['/api/affirmations/completed-today'] as const;

/** The affirmations page's call; offline it waits on the device with the time it was said. */
export const completeTodayAffirmation = (affirmationId: number) =>
  sendOrQueue(ZCompleteAffirmationResponse, {
    url: completionUrlOf({ type: 'complete-affirmation', affirmationId }) ?? '',
    body: {},
    bodyDoneAt: (doneAt) => ({ doneAt }),
    label: 'Mark an affirmation',
  });

/** One tap on today's affirmation: as a task's tap (complete-today-task.ts). */
export const useCompleteTodayAffirmation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ affirmationId }: { itemId: string; affirmationId: number }) =>
      completeTodayAffirmation(affirmationId),
    onMutate: ({ itemId }) => showItemDone(queryClient, itemId),
    onSuccess: async (result) => {
      if ('queued' in result) {
        toastSavedOffline();
        return;
      }
      toast({
        title: 'Affirmation Completed!',
        description: `${pointsEarnedText(result.sent.pointsAwarded)} Feel it as already true.`,
      });
      void checkBadgesAndCelebrate();
      await Promise.all([
        invalidateProgress(queryClient),
        queryClient.invalidateQueries({ queryKey: COMPLETED_AFFIRMATIONS_QUERY_KEY }),
      ]);
    },
    onError: async (error, _variables, snapshot) => {
      if (!(error instanceof ApiError && error.status === 409)) {
        restoreToday(queryClient, snapshot);
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Failed to record your affirmation',
          variant: 'destructive',
        });
      }
      await queryClient.invalidateQueries({ queryKey: todayQueryKey });
    },
  });
};
