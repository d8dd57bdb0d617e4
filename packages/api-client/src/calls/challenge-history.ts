import { ZChallengeHistory } from '@manifest/contracts/challenges';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

export const CHALLENGE_HISTORY_URL = '/api/challenges/history';
export const challengeHistoryQueryKey = [CHALLENGE_HISTORY_URL] as const;

export const getChallengeHistory = () =>
  requestJson(ZChallengeHistory, 'GET', CHALLENGE_HISTORY_URL);

/** Spec 000 section 7: one retry. */
export const challengeHistoryQueryOptions = () =>
  queryOptions({ queryKey: challengeHistoryQueryKey, queryFn: getChallengeHistory, retry: 1 });

export const useChallengeHistory = () => useQuery(challengeHistoryQueryOptions());
