import {
  ACTIVITIES_MAX_LIMIT,
  ZActivityList,
  type TActivityType,
} from '@manifest/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

export const ACTIVITIES_URL = '/api/activities';
/** Every activity list, whatever its filter: what an action that pays invalidates. */
export const activitiesQueryKey = [ACTIVITIES_URL] as const;

const activitiesUrl = (type?: TActivityType) => {
  const query = new URLSearchParams({ limit: String(ACTIVITIES_MAX_LIMIT) });
  if (type) query.set('type', type);
  return `${ACTIVITIES_URL}?${query.toString()}`;
};

export const getActivities = (type?: TActivityType) =>
  requestJson(ZActivityList, 'GET', activitiesUrl(type));

/** Spec 001 section 7: the newest 100, optionally of one type. */
export const activitiesQueryOptions = (type?: TActivityType) =>
  queryOptions({
    queryKey: [...activitiesQueryKey, { type: type ?? 'all' }] as const,
    queryFn: () => getActivities(type),
  });

export const useActivities = (type?: TActivityType) => useQuery(activitiesQueryOptions(type));
