import { meditationSessionsQueryKey } from '@manifest/api-client/calls/meditation-sessions';
import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { requestJson } from '@manifest/api-client/request';
import { ZStartMeditationResponse } from '@manifest/contracts/meditations';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const START_MEDITATION_URL = '/api/meditations/start';

/**
 * A session is counted when it starts (spec 001 section 7). Its badges are
 * celebrated when the session view closes, not over the meditation.
 */
export const startMeditation = (meditationId: string) =>
  requestJson(ZStartMeditationResponse, 'POST', START_MEDITATION_URL, {
    meditationId,
    startedAt: new Date().toISOString(),
  });

export const useStartMeditation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMeditation,
    onSuccess: async () => {
      toast({
        title: 'Meditation Started',
        description: 'Find a comfortable position and follow along.',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meditationSessionsQueryKey }),
        invalidateProgress(queryClient),
      ]);
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to start meditation. Please try again.',
        variant: 'destructive',
      });
    },
  });
};
