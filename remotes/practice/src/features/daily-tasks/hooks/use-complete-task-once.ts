import { useRef } from 'react';

import { useCompleteDailyTask } from '../api/complete-daily-task';

/**
 * Completes one task once: a second click, or a click on a completed task,
 * sends nothing, even before React has re-rendered the pending state.
 */
export function useCompleteTaskOnce(taskId: string, isCompleted: boolean) {
  const completeTask = useCompleteDailyTask();
  const isSending = useRef(false);
  const complete = () => {
    if (isCompleted || isSending.current) return;
    isSending.current = true;
    completeTask.mutate(taskId, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  return { complete, isCompleting: completeTask.isPending };
}
