import { requestJson } from '@manifest/api-client/request';
import { USER_PLAN_PATH, ZUserPlan } from '@manifest/contracts/plan';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /api/user/plan`: the first run's answers and the starter plan made from them. */
export const userPlanQueryKey = [USER_PLAN_PATH] as const;

export const getUserPlan = () => requestJson(ZUserPlan, 'GET', USER_PLAN_PATH);

export const userPlanQueryOptions = () =>
  queryOptions({ queryKey: userPlanQueryKey, queryFn: getUserPlan, retry: 1 });

export const useUserPlan = () => useQuery(userPlanQueryOptions());
