import { goalsQueryKey, GOALS_URL } from '@manifest/api-client/calls/goals';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZGoalWriteResponse, type TManifestationGoalForm } from '@manifest/contracts/goals';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toCreateRequest, toUpdateRequest } from '../utils/manifestation-goal';

/** Creates the manifestation goal, or updates it when it exists (spec 001 section 4). */
export const saveManifestationGoal = ({
  goalId,
  form,
}: {
  goalId: string | undefined;
  form: TManifestationGoalForm;
}) =>
  goalId
    ? requestJson(
        ZGoalWriteResponse,
        'PUT',
        `${GOALS_URL}/${encodeURIComponent(goalId)}`,
        toUpdateRequest(form),
      )
    : requestJson(ZGoalWriteResponse, 'POST', GOALS_URL, toCreateRequest(form));

export const useSaveManifestationGoal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManifestationGoal,
    onSuccess: async () => {
      toast({
        title: 'Goal Saved Successfully!',
        description:
          'Your manifestation goal has been saved and will serve as your daily reminder.',
      });
      await queryClient.invalidateQueries({ queryKey: goalsQueryKey });
      // A first goal earns Goal Setter: the shell celebrates what is new.
      void checkBadgesAndCelebrate();
    },
    onError: (error) => {
      toast({
        title: 'Error Saving Goal',
        description: serverMessage(error) ?? 'Failed to save your goal. Please try again.',
        variant: 'destructive',
      });
    },
  });
};
