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
  AlertDialogTrigger,
} from '@manifest/ui/alert-dialog';
import { Button } from '@manifest/ui/button';
import { Trash2 } from 'lucide-react';

import { useDeleteReward } from '../api/delete-reward';

/** Delete, after a confirm step; what was bought with it stays in the history. */
export function DeleteRewardDialog({ reward }: { reward: TReward }) {
  const deleteReward = useDeleteReward();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Delete ${reward.title}`}
          disabled={deleteReward.isPending}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
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
