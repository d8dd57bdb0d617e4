import { useRef } from 'react';

import { useUndoDailyTask } from '../api/undo-daily-task';

/** Undoes one task's completion once: a second click before the answer sends nothing. */
export function useUndoTaskOnce(taskId: string) {
  const undoTask = useUndoDailyTask();
  const isSending = useRef(false);
  const undo = () => {
    if (isSending.current) return;
    isSending.current = true;
    undoTask.mutate(taskId, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  return { undo, isUndoing: undoTask.isPending };
}
