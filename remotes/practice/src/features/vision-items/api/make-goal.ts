import { goalsQueryKey } from '@manifest/api-client/calls/goals';
import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { requestJson, serverMessage } from '@manifest/api-client/request';
import { ZGoalWriteResponse } from '@manifest/contracts/goals';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { VISION_BOARD_URL, visionItemsQueryKey } from './get-vision-items';

/** 'Make it a goal': once per item; asked again it answers the goal made before. */
export const makeGoal = (itemId: string) =>
  requestJson(ZGoalWriteResponse, 'POST', `${VISION_BOARD_URL}/${encodeURIComponent(itemId)}/goal`);

export const useMakeGoal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeGoal,
    onSuccess: async (goal) => {
      toast({
        title: 'Goal Created!',
        description: `“${goal.title}” is a goal now. Give it milestones or a daily task on Goals.`,
      });
      void checkBadgesAndCelebrate();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: visionItemsQueryKey }),
        queryClient.invalidateQueries({ queryKey: goalsQueryKey }),
        invalidateProgress(queryClient),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Creation Failed',
        description: serverMessage(error) ?? 'Failed to create goal. Please try again.',
        variant: 'destructive',
      }),
  });
};
