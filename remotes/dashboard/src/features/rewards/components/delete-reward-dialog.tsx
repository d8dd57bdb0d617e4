import type { TReward } from '@manifest/contracts/rewards';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@manifest/ui/alert-dialog';

import { useDeleteReward } from '../api/delete-reward';

/** The confirm step of Delete; what was bought with the reward stays in the history. */
export function DeleteRewardDialog({ reward, onClose }: { reward: TReward; onClose: () => void }) {
  const deleteReward = useDeleteReward();
  return (
    <AlertDialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{reward.title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            It leaves your list. Anything you already redeemed stays in your history, and no points
            come back.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={() => deleteReward.mutate(reward.id)}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
