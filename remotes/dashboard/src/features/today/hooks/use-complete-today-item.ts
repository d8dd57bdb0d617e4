import type { TTodayItem } from '@manifest/contracts/today';
import { useRef } from 'react';

import { useCompleteTodayAffirmation } from '../api/complete-today-affirmation';
import { useCompleteTodayTask } from '../api/complete-today-task';

/**
 * What one tap on an item does: completes a task or an affirmation once. A second tap,
 * or a tap on a done item, sends nothing, even before React has re-rendered.
 */
export function useCompleteTodayItem(item: TTodayItem) {
  const completeTask = useCompleteTodayTask();
  const completeAffirmation = useCompleteTodayAffirmation();
  const isSending = useRef(false);
  const onSettled = () => {
    isSending.current = false;
  };

  const complete = () => {
    if (item.completed || isSending.current) return;
    const { action } = item;
    if (action.type === 'complete-task') {
      isSending.current = true;
      completeTask.mutate({ itemId: item.id, taskId: action.taskId }, { onSettled });
    } else if (action.type === 'complete-affirmation') {
      isSending.current = true;
      completeAffirmation.mutate(
        { itemId: item.id, affirmationId: action.affirmationId },
        { onSettled },
      );
    }
  };
  return { complete, isCompleting: completeTask.isPending || completeAffirmation.isPending };
}
