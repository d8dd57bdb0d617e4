import { requestJson } from '@manifest/api-client/request';
import { ZVisionItem } from '@manifest/contracts/vision-board';
import { toast } from '@manifest/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { VISION_BOARD_URL, visionItemsQueryKey } from './get-vision-items';

/** `PUT /api/vision-board/{id}`: the inline edit sends the title only. */
export const renameVisionItem = ({ id, title }: { id: string; title: string }) =>
  requestJson(ZVisionItem, 'PUT', `${VISION_BOARD_URL}/${encodeURIComponent(id)}`, { title });

export const useRenameVisionItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameVisionItem,
    onSuccess: async () => {
      toast({ title: 'Vision item updated successfully!', description: 'Your changes are saved.' });
      await queryClient.invalidateQueries({ queryKey: visionItemsQueryKey });
    },
    onError: () => {
      toast({ title: 'Failed to update vision item', variant: 'destructive' });
    },
  });
};
