import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { apiRequest, parseResponse, serverMessage } from '@manifest/api-client/request';
import {
  ZUndoAffirmationResponse,
  type TCompletedAffirmations,
} from '@manifest/contracts/affirmations';
import { counted, noun } from '@manifest/contracts/counted';
import { IDEMPOTENCY_KEY_HEADER } from '@manifest/contracts/offline-actions';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { completedAffirmationsQueryKey } from './get-completed-affirmations';

export const undoAffirmationUrl = (id: number) => `/api/affirmations/${id}/undo`;

/** Undoes today's "I said it" tapped by mistake (issue 38); a retry takes the points back once. */
export const undoAffirmation = async (id: number) => {
  const url = undoAffirmationUrl(id);
  const response = await apiRequest('POST', url, undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
  return parseResponse(ZUndoAffirmationResponse, response, 'POST', url);
};

export const useUndoAffirmation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoAffirmation,
    onSuccess: async ({ completedIds, pointsRemoved }) => {
      queryClient.setQueryData<TCompletedAffirmations>(completedAffirmationsQueryKey, {
        completedIds,
      });
      toast({
        title: 'Affirmation undone',
        description:
          pointsRemoved > 0
            ? `${counted(pointsRemoved, noun('point'))} taken back. Say it whenever you are ready.`
            : 'Say it whenever you are ready.',
      });
      await invalidateProgress(queryClient);
    },
    onError: async (error) => {
      toast({
        title: 'Could not undo',
        description: serverMessage(error) ?? 'Failed to undo your affirmation. Please try again.',
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: completedAffirmationsQueryKey });
    },
  });
};
