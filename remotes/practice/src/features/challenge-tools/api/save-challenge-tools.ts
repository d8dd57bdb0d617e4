import { requestJson, serverMessage } from '@manifest/api-client/request';
import {
  ZChallengeTools,
  type TSaveChallengeToolsRequest,
} from '@manifest/contracts/challenge-tools';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { challengeToolsQueryKey, challengeToolsUrl } from './get-challenge-tools';

export const saveChallengeTools = (challengeId: number, parts: TSaveChallengeToolsRequest) =>
  requestJson(ZChallengeTools, 'PUT', challengeToolsUrl(challengeId), parts);

/** Saves the given parts; the answer (everything saved) replaces what the dialog shows. */
export const useSaveChallengeTools = (challengeId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parts: TSaveChallengeToolsRequest) => saveChallengeTools(challengeId, parts),
    onSuccess: (saved) => {
      queryClient.setQueryData(challengeToolsQueryKey(challengeId), saved);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to save. Please try again.',
        variant: 'destructive',
      });
    },
  });
};
