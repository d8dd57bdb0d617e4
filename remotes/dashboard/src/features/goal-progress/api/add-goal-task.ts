import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZDailyTask, type TCreateTaskRequest } from '@manifest/contracts/daily-tasks';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { DAILY_TASKS_URL, dailyTasksQueryKey } from './get-daily-tasks';

/** `POST /api/daily-tasks` with `goalId`: a custom task that counts toward the goal. */
export const addGoalTask = (request: TCreateTaskRequest & { goalId: string }) =>
  requestJson(ZDailyTask, 'POST', DAILY_TASKS_URL, request);

/** A new task pays nothing yet: only the task lists change. */
export const useAddGoalTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGoalTask,
    onSuccess: async (task) => {
      toast({
        title: 'Task Added',
        description: `“${task.title}” is on your daily tasks and counts toward this goal.`,
      });
      await queryClient.invalidateQueries({ queryKey: dailyTasksQueryKey });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to add task',
        variant: 'destructive',
      }),
  });
};
