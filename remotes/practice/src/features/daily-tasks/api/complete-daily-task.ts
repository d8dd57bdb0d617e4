import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { sendOrQueue } from '@manifest/api-client/offline/send-or-queue';
import { serverMessage } from '@manifest/api-client/request';
import { ZCompleteTaskResponse, type TDailyTaskList } from '@manifest/contracts/daily-tasks';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastSavedOffline } from '../../../lib/offline-actions';
import { UNDO_TOAST_DURATION_MS, undoToastAction } from '../../../lib/undo-toast-action';
import { DAILY_TASKS_URL, dailyTasksQueryKey } from './get-daily-tasks';
import { useUndoDailyTask } from './undo-daily-task';

export const completeDailyTaskUrl = (taskId: string) =>
  `${DAILY_TASKS_URL}/${encodeURIComponent(taskId)}/complete`;

/**
 * The spec sends a reflection that is never filled in. Offline, the completion waits on
 * the device and is sent with the time it was done.
 */
export const completeDailyTask = (taskId: string) =>
  sendOrQueue(ZCompleteTaskResponse, {
    url: completeDailyTaskUrl(taskId),
    body: { reflection: '' },
    bodyDoneAt: (doneAt) => ({ reflection: '', doneAt }),
    label: 'Complete a task',
  });

/**
 * Completing pays points: the task shows as done at once from the answer, the
 * list and every progress figure are refreshed, and a new badge is celebrated. The toast
 * offers Undo for a few seconds, for a mis-tap.
 */
export const useCompleteDailyTask = () => {
  const queryClient = useQueryClient();
  const undo = useUndoDailyTask();
  return useMutation({
    mutationFn: completeDailyTask,
    onSuccess: async (result) => {
      if ('queued' in result) {
        toastSavedOffline();
        return;
      }
      const { pointsAwarded: _pointsAwarded, ...task } = result.sent;
      queryClient.setQueryData<TDailyTaskList>(dailyTasksQueryKey, (tasks) =>
        tasks?.map((each) => (each.id === task.id ? task : each)),
      );
      toast({
        title: 'Task Completed!',
        description: "Great work! You've earned manifestation points.",
        action: undoToastAction(`completing ${task.title}`, () => undo.mutate(task.id)),
        duration: UNDO_TOAST_DURATION_MS,
      });
      void checkBadgesAndCelebrate();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dailyTasksQueryKey }),
        invalidateProgress(queryClient),
      ]);
    },
    onError: async (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to complete task',
        variant: 'destructive',
      });
      // Already completed in another tab, say: show the list as the server has it.
      await queryClient.invalidateQueries({ queryKey: dailyTasksQueryKey });
    },
  });
};
