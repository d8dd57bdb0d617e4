import type { TReward } from '@manifest/contracts/rewards';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@manifest/ui/alert-dialog';
import { Button } from '@manifest/ui/button';
import { Gift, LoaderCircle } from 'lucide-react';
import { useState } from 'react';

import { useRedeemReward } from '../api/redeem-reward';
import { pointsText } from '../utils/points-words';

/**
 * Redeem, then a confirm step. One Idempotency-Key per opening of the dialog: a double
 * tap on the confirm button, or a retry, spends once.
 */
export function RedeemRewardDialog({ reward, balance }: { reward: TReward; balance: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const redeem = useRedeemReward();

  const openChange = (open: boolean) => {
    if (open) setIdempotencyKey(crypto.randomUUID());
    if (!redeem.isPending) setIsOpen(open);
  };
  const confirm = () =>
    redeem.mutate(
      { rewardId: reward.id, idempotencyKey },
      { onSuccess: () => setIsOpen(false), onError: () => setIsOpen(false) },
    );

  return (
    <AlertDialog open={isOpen} onOpenChange={openChange}>
      <AlertDialogTrigger asChild>
        <Button size="sm" aria-label={`Redeem ${reward.title}`}>
          <Gift aria-hidden="true" />
          Redeem
        </Button>
      </AlertDialogTrigger>
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
