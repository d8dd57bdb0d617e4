import { requestJson } from '@manifest/api-client/request';
import { ZChallengeList } from '@manifest/contracts/challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The challenge catalogue, read only to name completed challenges in Recent Activity.
export const CHALLENGES_URL = '/api/challenges';
export const challengesQueryKey = [CHALLENGES_URL] as const;

export const getChallenges = () => requestJson(ZChallengeList, 'GET', CHALLENGES_URL);

export const challengesQueryOptions = () =>
  queryOptions({ queryKey: challengesQueryKey, queryFn: getChallenges });

export const useChallenges = () => useQuery(challengesQueryOptions());
