import { challengeHistoryQueryKey } from '@manifest/api-client/calls/challenge-history';
import { invalidateProgress } from '@manifest/api-client/calls/progress';
import type { QueryClient } from '@tanstack/react-query';

/** Starting, completing and resetting change the history and the track record. */
export const refreshAfterChallenge = (queryClient: QueryClient): Promise<void> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: challengeHistoryQueryKey }),
    invalidateProgress(queryClient),
  ]).then(() => undefined);
