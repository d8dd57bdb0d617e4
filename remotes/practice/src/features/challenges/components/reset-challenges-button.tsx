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
import { RotateCcw } from 'lucide-react';

import { useResetChallenges } from '../api/reset-challenges';

/** Reset All Challenges, after saying what it clears. */
export function ResetChallengesButton({ hasProgress }: { hasProgress: boolean }) {
  const reset = useResetChallenges();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={!hasProgress || reset.isPending}>
          <RotateCcw aria-hidden="true" />
          {reset.isPending ? 'Resetting...' : 'Reset All Challenges'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reset all challenges?</AlertDialogTitle>
          <AlertDialogDescription>
            Every challenge goes back to not started. Points you already earned stay yours, and a
            challenge pays its points only once.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => reset.mutate()}>Reset All Challenges</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
