import { requestJson } from '@manifest/api-client/request';
import { SKIP_FIRST_RUN_PATH, ZUserPlan, type TUserPlan } from '@manifest/contracts/plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userPlanQueryKey } from './get-user-plan';

/** `POST /api/user/plan/skip`: the first run is over without answers; it is never offered again. */
export const skipFirstRun = () => requestJson(ZUserPlan, 'POST', SKIP_FIRST_RUN_PATH);

export const useSkipFirstRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipFirstRun,
    onSuccess: (plan) => queryClient.setQueryData<TUserPlan>(userPlanQueryKey, plan),
  });
};
