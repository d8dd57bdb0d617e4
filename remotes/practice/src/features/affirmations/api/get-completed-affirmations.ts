import { requestJson } from '@manifest/api-client/request';
import { ZCompletedAffirmations } from '@manifest/contracts/affirmations';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The ids said today, in the user's time zone.
export const COMPLETED_AFFIRMATIONS_URL = '/api/affirmations/completed-today';
export const completedAffirmationsQueryKey = [COMPLETED_AFFIRMATIONS_URL] as const;

export const getCompletedAffirmations = () =>
  requestJson(ZCompletedAffirmations, 'GET', COMPLETED_AFFIRMATIONS_URL);

export const completedAffirmationsQueryOptions = () =>
  queryOptions({
    queryKey: completedAffirmationsQueryKey,
    queryFn: getCompletedAffirmations,
    retry: 1,
  });

export const useCompletedAffirmations = () => useQuery(completedAffirmationsQueryOptions());
