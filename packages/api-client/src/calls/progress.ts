import type { QueryClient } from '@tanstack/react-query';

import { activitiesQueryKey } from '@manifest/api-client/calls/activities';
import { goalsQueryKey } from '@manifest/api-client/calls/goals';
import { progressCalendarQueryKey } from '@manifest/api-client/calls/progress-calendar';
import { rewardsQueryKey } from '@manifest/api-client/calls/rewards';
import { userAchievementsQueryKey } from '@manifest/api-client/calls/user-achievements';
import { userPointsQueryKey } from '@manifest/api-client/calls/user-points';
import { userStatsQueryKey } from '@manifest/api-client/calls/user-stats';

/**
 * `GET /api/today` (the dashboard's Today, remotes/dashboard/src/features/today/api/get-today.ts).
 * Its key lives here, not in a module of its own (one more shared module the shell would
 * load on every page), so every action that pays marks the day's plan stale.
 */
export const TODAY_URL = '/api/today';
export const todayQueryKey = [TODAY_URL] as const;

/**
 * What any action that pays points (or takes them back) changes: the points total and
 * history, the badges, the stats, the track record, the day's plan (Today), the balance
 * to spend on rewards, and the goals (a daily task made for a goal moves it, whoever
 * completes or undoes it). A mutation that pays calls this in
 * its onSuccess, so the points button, the dashboard and the track record agree.
 */
export const PROGRESS_QUERY_KEYS = [
  userPointsQueryKey,
  userAchievementsQueryKey,
  userStatsQueryKey,
  activitiesQueryKey,
  progressCalendarQueryKey,
  todayQueryKey,
  rewardsQueryKey,
  goalsQueryKey,
] as const;

export const invalidateProgress = (queryClient: QueryClient): Promise<void> =>
  Promise.all(
    PROGRESS_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
