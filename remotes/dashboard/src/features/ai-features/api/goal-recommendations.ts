import { requestJson } from '@manifest/api-client/request';
import { ZGoalRecommendationsResponse } from '@manifest/contracts/ai';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';

export const GOAL_RECOMMENDATIONS_URL = '/api/ai/goal-recommendations';

export const getGoalRecommendations = () =>
  requestJson(ZGoalRecommendationsResponse, 'POST', GOAL_RECOMMENDATIONS_URL, {});

export const useGoalRecommendations = () =>
  useMutation({
    mutationFn: getGoalRecommendations,
    onSuccess: () =>
      toast({ title: 'Goals Generated!', description: 'Recommendations based on your journey.' }),
    onError: () =>
      toast({
        title: 'Generation Failed',
        description: 'Failed to generate goal recommendations. Please try again.',
        variant: 'destructive',
      }),
  });
