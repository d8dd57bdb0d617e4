import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZDailyTask, type TCreateTaskRequest } from '@manifest/contracts/daily-tasks';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { DAILY_TASKS_URL, dailyTasksQueryKey } from './get-daily-tasks';

export const createDailyTask = (request: TCreateTaskRequest) =>
  requestJson(ZDailyTask, 'POST', DAILY_TASKS_URL, request);

/** A new custom task pays nothing yet: only the task list changes. */
export const useCreateDailyTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDailyTask,
    onSuccess: async () => {
      toast({
        title: 'Task Added',
        description: 'Your custom daily task has been created successfully!',
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
