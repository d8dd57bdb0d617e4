import { requestJson } from '@manifest/api-client/request';
import { ZChallengeTools } from '@manifest/contracts/challenge-tools';
import { queryOptions, useQuery } from '@tanstack/react-query';

// What this person wrote into one challenge's notes and tools, on any device.
export const challengeToolsUrl = (challengeId: number) => `/api/challenges/${challengeId}/tools`;
export const challengeToolsQueryKey = (challengeId: number) =>
  [challengeToolsUrl(challengeId)] as const;

export const getChallengeTools = (challengeId: number) =>
  requestJson(ZChallengeTools, 'GET', challengeToolsUrl(challengeId));

export const challengeToolsQueryOptions = (challengeId: number) =>
  queryOptions({
    queryKey: challengeToolsQueryKey(challengeId),
    queryFn: () => getChallengeTools(challengeId),
    retry: 1,
  });

export const useChallengeTools = (challengeId: number) =>
  useQuery(challengeToolsQueryOptions(challengeId));
