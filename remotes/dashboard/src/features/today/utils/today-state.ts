import { todayProgress, type TToday, type TTodayAction } from '@manifest/contracts/today';

/**
 * The day with one item shown as done at `at` (the optimistic answer to a tap), its
 * counts made again from the items. An unknown or already done item changes nothing.
 */
export function withItemCompleted(today: TToday, itemId: string, at: Date): TToday {
  const item = today.items.find((each) => each.id === itemId);
  if (!item || item.completed) return today;
  const items = today.items.map((each) =>
    each.id === itemId ? { ...each, completed: true, completedAt: at.toISOString() } : each,
  );
  return { ...today, items, ...todayProgress(items) };
}

/** The call that completes an item where it is, or null for an item done on its page. */
export function completionUrlOf(action: TTodayAction): string | null {
  switch (action.type) {
    case 'complete-task':
      return `/api/daily-tasks/${encodeURIComponent(action.taskId)}/complete`;
    case 'complete-affirmation':
      return `/api/affirmations/${action.affirmationId}/complete`;
    case 'open':
      return null;
  }
}

/**
 * The day as the person should see it: items whose completion waits on the device
 * (done offline) count as done, though the server has not heard of them yet.
 */
export function withWaitingCompleted(today: TToday, waitingUrls: ReadonlySet<string>): TToday {
  if (waitingUrls.size === 0) return today;
  const items = today.items.map((item) => {
    const url = completionUrlOf(item.action);
    return !item.completed && url !== null && waitingUrls.has(url)
      ? { ...item, completed: true }
      : item;
  });
  return { ...today, items, ...todayProgress(items) };
}
