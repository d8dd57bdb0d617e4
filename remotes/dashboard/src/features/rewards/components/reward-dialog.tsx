import type { TReward } from '@manifest/contracts/rewards';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';

import { rewardFormValuesOf } from '../utils/reward-form';
import { DeleteRewardDialog } from './delete-reward-dialog';
import { RedeemRewardDialog } from './redeem-reward-dialog';
import { RewardForm } from './reward-form';

export type TRewardDialogState =
  { kind: 'add' } | { kind: 'edit' | 'redeem' | 'delete'; reward: TReward };

/**
 * The rewards section's dialogs: add or edit (the form), redeem and delete (a confirm
 * step). Its own chunk, fetched on the first click: the page draws without Radix's
 * dialogs or react-hook-form.
 */
export function RewardDialog({
  state,
  balance,
  onClose,
}: {
  state: TRewardDialogState;
  balance: number;
  onClose: () => void;
}) {
  if (state.kind === 'redeem')
    return <RedeemRewardDialog reward={state.reward} balance={balance} onClose={onClose} />;
  if (state.kind === 'delete')
    return <DeleteRewardDialog reward={state.reward} onClose={onClose} />;
  const editing = state.kind === 'edit' ? state.reward : undefined;
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit reward' : 'Add a reward'}</DialogTitle>
          <DialogDescription>
            Something you would love, and what it costs in points you earn by practising.
          </DialogDescription>
        </DialogHeader>
        <RewardForm
          rewardId={editing?.id}
          initialValues={editing ? rewardFormValuesOf(editing) : undefined}
          onSaved={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
