import { ZAchievementList } from '@manifest/contracts/badges';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

export const USER_ACHIEVEMENTS_URL = '/api/user/achievements';
export const userAchievementsQueryKey = [USER_ACHIEVEMENTS_URL] as const;

export const getUserAchievements = () =>
  requestJson(ZAchievementList, 'GET', USER_ACHIEVEMENTS_URL);

export const userAchievementsQueryOptions = () =>
  queryOptions({ queryKey: userAchievementsQueryKey, queryFn: getUserAchievements });

/** The badges the user has earned. */
export const useUserAchievements = () => useQuery(userAchievementsQueryOptions());
