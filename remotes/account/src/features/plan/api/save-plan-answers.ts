import { goalsQueryKey } from '@manifest/api-client/calls/goals';
import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { requestJson } from '@manifest/api-client/request';
import {
  USER_PLAN_PATH,
  ZUserPlan,
  type TPlanAnswers,
  type TUserPlan,
} from '@manifest/contracts/plan';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast, type TToastOptions } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userPlanQueryKey } from './get-user-plan';

/** `PUT /api/user/plan`: the server makes the starter plan from the answers. */
export const savePlanAnswers = (answers: TPlanAnswers) =>
  requestJson(ZUserPlan, 'PUT', USER_PLAN_PATH, answers);

/**
 * Saving may draft the manifestation goal, which pays points once: the goals and every
 * progress figure are read again, and a new badge is celebrated. `savedToast` is what
 * the screen says once saved; failures are the screen's to show.
 */
export const useSavePlanAnswers = ({ savedToast }: { savedToast: TToastOptions }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlanAnswers,
    onSuccess: async (plan) => {
      queryClient.setQueryData<TUserPlan>(userPlanQueryKey, plan);
      toast(savedToast);
      void checkBadgesAndCelebrate();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: goalsQueryKey }),
        invalidateProgress(queryClient),
      ]);
    },
  });
};
