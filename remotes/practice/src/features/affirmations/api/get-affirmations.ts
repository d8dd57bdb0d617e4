import { requestJson } from '@manifest/api-client/request';
import { ZAffirmationList } from '@manifest/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The 42 built-in affirmations, as editors keep them in the CMS.
export const AFFIRMATIONS_URL = '/api/affirmations';
export const affirmationsQueryKey = [AFFIRMATIONS_URL] as const;

export const getAffirmations = () => requestJson(ZAffirmationList, 'GET', AFFIRMATIONS_URL);

export const affirmationsQueryOptions = () =>
  queryOptions({
    queryKey: affirmationsQueryKey,
    queryFn: getAffirmations,
    retry: 1,
    // Editors change them rarely; a visit a few minutes later may reuse them.
    staleTime: 5 * 60_000,
  });

export const useAffirmations = () => useQuery(affirmationsQueryOptions());
