import type { QueryClient } from '@tanstack/react-query';

import { activitiesQueryKey } from '@manifest/api-client/calls/activities';
import { goalsQueryKey } from '@manifest/api-client/calls/goals';
import { progressCalendarQueryKey } from '@manifest/api-client/calls/progress-calendar';
import { userAchievementsQueryKey } from '@manifest/api-client/calls/user-achievements';
import { userPointsQueryKey } from '@manifest/api-client/calls/user-points';
import { userStatsQueryKey } from '@manifest/api-client/calls/user-stats';

/**
 * What any action that pays points changes: the points total and history, the
 * badges, the stats and the track record, and the goals (a daily task made for a
 * goal moves it, whoever completes or undoes it). A mutation that pays calls this
 * in its onSuccess, so the points button, the dashboard and the track record agree.
 */
export const PROGRESS_QUERY_KEYS = [
  userPointsQueryKey,
  userAchievementsQueryKey,
  userStatsQueryKey,
  activitiesQueryKey,
  progressCalendarQueryKey,
  goalsQueryKey,
] as const;

export const invalidateProgress = (queryClient: QueryClient): Promise<void> =>
  Promise.all(
    PROGRESS_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
