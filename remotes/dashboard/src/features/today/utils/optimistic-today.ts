import { todayQueryKey } from '@manifest/api-client/calls/progress';
import type { TToday } from '@manifest/contracts/today';
import type { QueryClient } from '@tanstack/react-query';

import { withItemCompleted } from './today-state';

export type TTodaySnapshot = { previous: TToday | undefined };

/** Shows an item done before the server answers; the snapshot puts it back on failure. */
export async function showItemDone(
  queryClient: QueryClient,
  itemId: string,
): Promise<TTodaySnapshot> {
  await queryClient.cancelQueries({ queryKey: todayQueryKey });
  const previous = queryClient.getQueryData<TToday>(todayQueryKey);
  queryClient.setQueryData<TToday>(
    todayQueryKey,
    (today) => today && withItemCompleted(today, itemId, new Date()),
  );
  return { previous };
}

export function restoreToday(queryClient: QueryClient, snapshot: TTodaySnapshot | undefined) {
  if (snapshot?.previous) queryClient.setQueryData(todayQueryKey, snapshot.previous);
}
