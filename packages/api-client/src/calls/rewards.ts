import { ZRewardsResponse } from '@manifest/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

// One call, one file: its URL, key, fetcher, query options and hook.
export const REWARDS_URL = '/api/rewards';
export const rewardsQueryKey = [REWARDS_URL] as const;

export const getRewards = () => requestJson(ZRewardsResponse, 'GET', REWARDS_URL);

export const rewardsQueryOptions = () =>
  queryOptions({ queryKey: rewardsQueryKey, queryFn: getRewards });

/**
 * The person's rewards and what they have to spend (earned, spent, balance). Here, not in
 * a remote: every action that pays or takes points back changes the balance
 * (`invalidateProgress`).
 */
export const useRewards = () => useQuery(rewardsQueryOptions());
