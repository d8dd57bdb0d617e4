import { requestJson } from '@manifest/api-client/request';
import { ZProgressInsightsResponse } from '@manifest/contracts/ai';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';

export const PROGRESS_INSIGHTS_URL = '/api/ai/progress-insights';

export const getProgressInsights = () =>
  requestJson(ZProgressInsightsResponse, 'POST', PROGRESS_INSIGHTS_URL, {});

export const useProgressInsights = () =>
  useMutation({
    mutationFn: getProgressInsights,
    onSuccess: () =>
      toast({ title: 'Insights Generated!', description: 'Here is what your progress shows.' }),
    onError: () =>
      toast({
        title: 'Analysis Failed',
        description: 'Failed to generate insights. Please try again.',
        variant: 'destructive',
      }),
  });
