import { ZPointsResponse } from '@manifest/contracts/points';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

// One call, one file: its URL, key, fetcher, query options and hook.
export const USER_POINTS_URL = '/api/user/points';
export const userPointsQueryKey = [USER_POINTS_URL] as const;

export const getUserPoints = () => requestJson(ZPointsResponse, 'GET', USER_POINTS_URL);

export const userPointsQueryOptions = () =>
  queryOptions({ queryKey: userPointsQueryKey, queryFn: getUserPoints });

/** Total points and the newest ledger entries (the points button and the achievement dialog). */
export const useUserPoints = () => useQuery(userPointsQueryOptions());
