import { requestJson } from '@manifest/api-client/request';
import {
  ZGenerateAffirmationsResponse,
  type TGenerateAffirmationsRequest,
} from '@manifest/contracts/ai';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';

export const GENERATE_AFFIRMATIONS_URL = '/api/ai/generate-affirmations';

export const generateAffirmations = (request: TGenerateAffirmationsRequest) =>
  requestJson(ZGenerateAffirmationsResponse, 'POST', GENERATE_AFFIRMATIONS_URL, request);

export const useGenerateAffirmations = () =>
  useMutation({
    mutationFn: generateAffirmations,
    onSuccess: ({ affirmations }) =>
      toast({
        title: 'Affirmations Generated!',
        description: `${affirmations.length} new affirmations are ready.`,
      }),
    onError: () =>
      toast({
        title: 'Generation Failed',
        description: 'Failed to generate affirmations. Please try again.',
        variant: 'destructive',
      }),
  });
