import type { TReward } from '@manifest/contracts/rewards';
import { counted, noun } from '@manifest/contracts/counted';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { formatLongDate } from '@manifest/ui/format-date';
import { Pencil, Sparkles } from 'lucide-react';

import { needMoreText, pointsText } from '../utils/points-words';
import { DeleteRewardDialog } from './delete-reward-dialog';
import { RedeemRewardDialog } from './redeem-reward-dialog';

/** One reward: its title and price, Redeem (or how many points it still needs), edit and delete. */
export function RewardCard({
  reward,
  balance,
  onEdit,
}: {
  reward: TReward;
  balance: number;
  onEdit: (reward: TReward) => void;
}) {
  const needMore = needMoreText(balance, reward.price);
  const titleId = `reward-${reward.id}-title`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 pt-1.5 leading-snug font-semibold wrap-anywhere">
          {reward.title}
        </h3>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Edit ${reward.title}`}
            onClick={() => onEdit(reward)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteRewardDialog reward={reward} />
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {pointsText(reward.price)}
      </p>
      {reward.timesRedeemed > 0 && reward.lastRedeemedAt ? (
        <p className="text-xs text-muted-foreground">
          Redeemed {counted(reward.timesRedeemed, noun('time'))}, last on{' '}
          {formatLongDate(reward.lastRedeemedAt)}
        </p>
      ) : null}
      <div className="mt-auto flex justify-end pt-1">
        {needMore ? (
          <Button size="sm" variant="outline" disabled>
            {needMore}
          </Button>
        ) : (
          <RedeemRewardDialog reward={reward} balance={balance} />
        )}
      </div>
    </Card>
  );
}
