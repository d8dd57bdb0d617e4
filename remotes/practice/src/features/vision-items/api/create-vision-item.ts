import { invalidateProgress } from '@manifest/api-client/calls/progress';
import { requestJson } from '@manifest/api-client/request';
import { ZCreateVisionItemResponse } from '@manifest/contracts/vision-board';
import { checkBadgesAndCelebrate } from '@manifest/shell-services/badge-celebration';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { VISION_BOARD_URL, visionItemsQueryKey } from './get-vision-items';

/** Quick add (spec 001 section 3): category 'Personal' and an empty description. */
export const createVisionItem = (title: string) =>
  requestJson(ZCreateVisionItemResponse, 'POST', VISION_BOARD_URL, {
    title,
    category: 'Personal',
    description: '',
  });

export const useCreateVisionItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVisionItem,
    onSuccess: async () => {
      toast({
        title: 'Vision item created successfully!',
        description: 'It is on your board. Look at it every day.',
      });
      void checkBadgesAndCelebrate();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: visionItemsQueryKey }),
        invalidateProgress(queryClient),
      ]);
    },
    onError: () => {
      toast({ title: 'Failed to create vision item', variant: 'destructive' });
    },
  });
};
