import { invalidateProgress, todayQueryKey } from '@manifest/api-client/calls/progress';
import { sendOrQueue } from '@manifest/api-client/offline/send-or-queue';
import { ApiError, serverMessage } from '@manifest/api-client/request';
import { ZCompleteTaskResponse } from '@manifest/contracts/daily-tasks';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastSavedOffline } from '../utils/saved-offline';
import { completionUrlOf } from '../utils/today-state';
import { pointsEarnedText } from '../utils/today-words';
import { restoreToday, showItemDone } from '../utils/optimistic-today';

// The daily tasks page's list (practice remote): stale once a task is done here.
const DAILY_TASKS_QUERY_KEY = ['/api/daily-tasks'] as const;

/** The daily tasks page's call; offline it waits on the device with the time it was done. */
export const completeTodayTask = (taskId: string) =>
  sendOrQueue(ZCompleteTaskResponse, {
    url: completionUrlOf({ type: 'complete-task', taskId }) ?? '',
    body: {},
    bodyDoneAt: (doneAt) => ({ doneAt }),
    label: 'Complete a task',
  });

/**
 * One tap on a task of Today: it shows done at once, the answer's points are said, a
 * new badge is celebrated, and every figure that moves is read again.
 */
export const useCompleteTodayTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId }: { itemId: string; taskId: string }) => completeTodayTask(taskId),
    onMutate: ({ itemId }) => showItemDone(queryClient, itemId),
    onSuccess: async (result) => {
      if ('queued' in result) {
        toastSavedOffline();
        return;
      }
      toast({ title: 'Task Completed!', description: pointsEarnedText(result.sent.pointsAwarded) });
      void checkBadgesAndCelebrate();
      await Promise.all([
        invalidateProgress(queryClient),
        queryClient.invalidateQueries({ queryKey: DAILY_TASKS_QUERY_KEY }),
      ]);
    },
    onError: async (error, _variables, snapshot) => {
      // 409: already done (another tab, another device). Nothing failed: read the day again.
      if (!(error instanceof ApiError && error.status === 409)) {
        restoreToday(queryClient, snapshot);
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Failed to complete task',
          variant: 'destructive',
        });
      }
      await queryClient.invalidateQueries({ queryKey: todayQueryKey });
    },
  });
};
