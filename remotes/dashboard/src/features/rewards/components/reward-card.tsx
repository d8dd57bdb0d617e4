import { counted, noun } from '@manifest/contracts/counted';
import type { TReward } from '@manifest/contracts/rewards';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { formatLongDate } from '@manifest/ui/format-date';
import { Gift, Pencil, Sparkles, Trash2 } from 'lucide-react';

import { needMoreText, pointsText } from '../utils/points-words';

/** One reward: its title and price, Redeem (or how many points it still needs), edit and delete. */
export function RewardCard({
  reward,
  balance,
  onAction,
}: {
  reward: TReward;
  balance: number;
  onAction: (kind: 'edit' | 'redeem' | 'delete', reward: TReward) => void;
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
            aria-haspopup="dialog"
            onClick={() => onAction('edit', reward)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Delete ${reward.title}`}
            aria-haspopup="dialog"
            onClick={() => onAction('delete', reward)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
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
          // Readable while disabled: it says how many points the reward still needs.
          <Button
            size="sm"
            variant="outline"
            disabled
            className="border-dashed text-muted-foreground disabled:opacity-100"
          >
            {needMore}
          </Button>
        ) : (
          <Button
            size="sm"
            aria-label={`Redeem ${reward.title}`}
            aria-haspopup="dialog"
            onClick={() => onAction('redeem', reward)}
          >
            <Gift aria-hidden="true" />
            Redeem
          </Button>
        )}
      </div>
    </Card>
  );
}
