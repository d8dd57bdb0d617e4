import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import { Skeleton } from '@manifest/ui/skeleton';
import { lazy, Suspense } from 'react';

import type { TRewardFormValues } from '../utils/reward-form';

// The form (react-hook-form, zod resolver) is fetched when the dialog first opens, not with the page.
const RewardForm = lazy(() =>
  import(/* webpackChunkName: "reward-form" */ './reward-form').then((module) => ({
    default: module.RewardForm,
  })),
);

function RewardFormSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

type TRewardFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Set to edit a reward; unset to add one. */
  reward?: { id: string; values: TRewardFormValues };
};

/** Add a reward, or fix one: a title and a price in points. */
export function RewardFormDialog({ isOpen, onOpenChange, reward }: TRewardFormDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{reward ? 'Edit reward' : 'Add a reward'}</DialogTitle>
          <DialogDescription>
            Something you would love, and what it costs in points you earn by practising.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<RewardFormSkeleton />}>
          {isOpen ? (
            <RewardForm
              key={reward?.id ?? 'new'}
              rewardId={reward?.id}
              initialValues={reward?.values}
              onSaved={() => onOpenChange(false)}
            />
          ) : null}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
