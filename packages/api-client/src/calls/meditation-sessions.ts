import { ZMeditationSessionList } from '@manifest/contracts/meditations';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

export const MEDITATION_SESSIONS_URL = '/api/meditations/sessions';
export const meditationSessionsQueryKey = [MEDITATION_SESSIONS_URL] as const;

export const getMeditationSessions = () =>
  requestJson(ZMeditationSessionList, 'GET', MEDITATION_SESSIONS_URL);

/** Spec 000 section 7: one retry. */
export const meditationSessionsQueryOptions = () =>
  queryOptions({
    queryKey: meditationSessionsQueryKey,
    queryFn: getMeditationSessions,
    retry: 1,
  });

export const useMeditationSessions = () => useQuery(meditationSessionsQueryOptions());
