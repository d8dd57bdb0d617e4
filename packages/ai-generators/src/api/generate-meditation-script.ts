import { requestJson } from '@manifest/api-client/request';
import { ZMeditationScriptResponse, type TMeditationScriptRequest } from '@manifest/contracts/ai';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';

export const MEDITATION_SCRIPT_URL = '/api/ai/meditation-script';

export const generateMeditationScript = (request: TMeditationScriptRequest) =>
  requestJson(ZMeditationScriptResponse, 'POST', MEDITATION_SCRIPT_URL, request);

export const useGenerateMeditationScript = () =>
  useMutation({
    mutationFn: generateMeditationScript,
    onSuccess: () =>
      toast({
        title: 'Meditation Created!',
        description: 'Your personal meditation script is ready.',
      }),
    onError: () =>
      toast({
        title: 'Generation Failed',
        description: 'Failed to generate meditation script. Please try again.',
        variant: 'destructive',
      }),
  });
