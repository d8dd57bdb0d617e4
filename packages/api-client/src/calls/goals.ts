import { ZGoalList } from '@manifest/contracts/goals';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

export const GOALS_URL = '/api/goals';
export const goalsQueryKey = [GOALS_URL] as const;

export const getGoals = () => requestJson(ZGoalList, 'GET', GOALS_URL);

/** Spec 000 section 7: one retry. */
export const goalsQueryOptions = () =>
  queryOptions({ queryKey: goalsQueryKey, queryFn: getGoals, retry: 1 });

export const useGoals = () => useQuery(goalsQueryOptions());
