import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { apiRequest, parseResponse, serverMessage } from '@manifest/api-client/request';
import { ZUndoTaskResponse, type TDailyTaskList } from '@manifest/contracts/daily-tasks';
import { counted, noun } from '@manifest/contracts/counted';
import { IDEMPOTENCY_KEY_HEADER } from '@manifest/contracts/offline-actions';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { DAILY_TASKS_URL, dailyTasksQueryKey } from './get-daily-tasks';

export const undoDailyTaskUrl = (taskId: string) =>
  `${DAILY_TASKS_URL}/${encodeURIComponent(taskId)}/undo`;

/**
 * Undoes today's completion of a task tapped by mistake (issue 38). With an
 * Idempotency-Key, so a retry after a lost answer takes the points back once.
 */
export const undoDailyTask = async (taskId: string) => {
  const url = undoDailyTaskUrl(taskId);
  const response = await apiRequest('POST', url, undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
  return parseResponse(ZUndoTaskResponse, response, 'POST', url);
};

/** The task shows as not done at once; the points come back out of every figure. */
export const useUndoDailyTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoDailyTask,
    onSuccess: async ({ pointsRemoved, ...task }) => {
      queryClient.setQueryData<TDailyTaskList>(dailyTasksQueryKey, (tasks) =>
        tasks?.map((each) => (each.id === task.id ? task : each)),
      );
      toast({
        title: 'Task undone',
        description:
          pointsRemoved > 0
            ? `"${task.title}" is open again; ${counted(pointsRemoved, noun('point'))} taken back.`
            : `"${task.title}" is open again.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dailyTasksQueryKey }),
        invalidateProgress(queryClient),
      ]);
    },
    onError: async (error) => {
      toast({
        title: 'Could not undo',
        description: serverMessage(error) ?? 'Failed to undo the task. Please try again.',
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: dailyTasksQueryKey });
    },
  });
};
