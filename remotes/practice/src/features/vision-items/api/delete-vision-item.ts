import { requestJson } from '@manifest/api-client/request';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { VISION_BOARD_URL, visionItemsQueryKey } from './get-vision-items';

export const deleteVisionItem = (id: string) =>
  requestJson(z.unknown(), 'DELETE', `${VISION_BOARD_URL}/${encodeURIComponent(id)}`);

export const useDeleteVisionItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVisionItem,
    onSuccess: async () => {
      toast({ title: 'Vision item deleted successfully!', description: 'It has left your board.' });
      await queryClient.invalidateQueries({ queryKey: visionItemsQueryKey });
    },
    onError: () => {
      toast({ title: 'Failed to delete vision item', variant: 'destructive' });
    },
  });
};
