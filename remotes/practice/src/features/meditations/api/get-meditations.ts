import { requestJson } from '@manifest/api-client/request';
import { ZMeditationList } from '@manifest/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The guided meditations with their scripts, as editors keep them in the CMS.
export const MEDITATIONS_URL = '/api/meditations/list';
export const meditationsQueryKey = [MEDITATIONS_URL] as const;

export const getMeditations = () => requestJson(ZMeditationList, 'GET', MEDITATIONS_URL);

export const meditationsQueryOptions = () =>
  queryOptions({
    queryKey: meditationsQueryKey,
    queryFn: getMeditations,
    retry: 1,
    staleTime: 5 * 60_000,
  });

export const useMeditations = () => useQuery(meditationsQueryOptions());
