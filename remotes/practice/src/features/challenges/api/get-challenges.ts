import { requestJson } from '@manifest/api-client/request';
import { ZChallengeList } from '@manifest/contracts/challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Our catalogue of transformation challenges (it lives in the API).
export const CHALLENGES_URL = '/api/challenges';
export const challengesQueryKey = [CHALLENGES_URL] as const;

export const getChallenges = () => requestJson(ZChallengeList, 'GET', CHALLENGES_URL);

export const challengesQueryOptions = () =>
  queryOptions({
    queryKey: challengesQueryKey,
    queryFn: getChallenges,
    retry: 1,
    staleTime: 5 * 60_000,
  });

export const useChallenges = () => useQuery(challengesQueryOptions());
