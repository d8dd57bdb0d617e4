import type { QueryClient } from '@tanstack/react-query';

import { activitiesQueryKey } from './activities';
import { progressCalendarQueryKey } from './progress-calendar';
import { userAchievementsQueryKey } from './user-achievements';
import { userPointsQueryKey } from './user-points';
import { userStatsQueryKey } from './user-stats';

/**
 * What any action that pays points changes: the points total and history, the
 * badges, the stats and the track record. A mutation that pays calls this in
 * its onSuccess, so the points button, the dashboard and the track record agree.
 */
export const PROGRESS_QUERY_KEYS = [
  userPointsQueryKey,
  userAchievementsQueryKey,
  userStatsQueryKey,
  activitiesQueryKey,
  progressCalendarQueryKey,
] as const;

export const invalidateProgress = (queryClient: QueryClient): Promise<void> =>
  Promise.all(
    PROGRESS_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
