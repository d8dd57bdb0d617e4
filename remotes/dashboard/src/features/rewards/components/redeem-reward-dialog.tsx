import type { TReward } from '@manifest/contracts/rewards';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@manifest/ui/alert-dialog';
import { Button } from '@manifest/ui/button';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';

import { useRedeemReward } from '../api/redeem-reward';
import { pointsText } from '../utils/points-words';

/**
 * The confirm step of Redeem. One Idempotency-Key per opening (the dialog mounts anew
 * each time): a double tap on the confirm button, or a retry, spends once.
 */
export function RedeemRewardDialog({
  reward,
  balance,
  onClose,
}: {
  reward: TReward;
  balance: number;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const redeem = useRedeemReward();
  const confirm = () =>
    redeem.mutate({ rewardId: reward.id, idempotencyKey }, { onSettled: onClose });

  return (
    <AlertDialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen && !redeem.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Redeem “{reward.title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            This spends {pointsText(reward.price)}. You will have{' '}
            {pointsText(Math.max(0, balance - reward.price))} left to spend. Your points earned and
            badges stay as they are.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={redeem.isPending}>Not now</AlertDialogCancel>
          <Button onClick={confirm} disabled={redeem.isPending} aria-busy={redeem.isPending}>
            {redeem.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Spend {pointsText(reward.price)}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
