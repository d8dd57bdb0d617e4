import { ZUserStats } from '@manifest/contracts/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

export const USER_STATS_URL = '/api/user/stats';
export const userStatsQueryKey = [USER_STATS_URL] as const;

export const getUserStats = () => requestJson(ZUserStats, 'GET', USER_STATS_URL);

/** Spec 000 section 7: one retry. */
export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: userStatsQueryKey, queryFn: getUserStats, retry: 1 });

export const useUserStats = () => useQuery(userStatsQueryOptions());
