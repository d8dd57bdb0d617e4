import { meditationSessionsQueryKey } from '@manifest/api-client/calls/meditation-sessions';
import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { sendOrQueue } from '@manifest/api-client/offline/send-or-queue';
import { ZStartMeditationResponse } from '@manifest/contracts/meditations';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastSavedOffline } from '../../../lib/offline-actions';

export const START_MEDITATION_URL = '/api/meditations/start';

/**
 * A session is counted when it starts (spec 001 section 7). Its badges are
 * celebrated when the session view closes, not over the meditation.
 */
export const startMeditation = (meditationId: string) =>
  sendOrQueue(ZStartMeditationResponse, {
    url: START_MEDITATION_URL,
    body: { meditationId, startedAt: new Date().toISOString() },
    // Offline, the session waits on the device with the time it started.
    bodyDoneAt: (startedAt) => ({ meditationId, startedAt }),
    label: 'Log a meditation',
  });

export const useStartMeditation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMeditation,
    onSuccess: async (result) => {
      if ('queued' in result) {
        toastSavedOffline();
        return;
      }
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
