import { useRewards } from '@manifest/api-client/calls/rewards';
import { Button } from '@manifest/ui/button';
import { ErrorState } from '@manifest/ui/page-states';
import { Skeleton } from '@manifest/ui/skeleton';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { RedemptionHistory } from './redemption-history';
import { RewardCard } from './reward-card';
import type { TRewardDialogState } from './reward-dialog';
import { RewardIdeas } from './reward-ideas';
import { RewardsBalance } from './rewards-balance';

// The dialogs (Radix, react-hook-form) are fetched on the first click, not with the page.
const RewardDialog = lazy(() =>
  import(/* webpackChunkName: "reward-dialog" */ './reward-dialog').then((module) => ({
    default: module.RewardDialog,
  })),
);

const HEADING_ID = 'rewards-heading';

/**
 * Rewards bought with points (issue 38): the balance, the person's own rewards with
 * their price and Redeem, adding, fixing and deleting one, and what was redeemed lately.
 */
export function RewardsSection() {
  const rewards = useRewards();
  const [dialog, setDialog] = useState<TRewardDialogState | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const openDialog = (state: TRewardDialogState) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(state);
  };
  // A closed dialog is gone (it mounts anew each time): focus goes back where it came
  // from, or to the heading when that button left with its reward.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (dialog) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current?.isConnected ? opener.current : heading.current;
    target?.focus();
  }, [dialog]);

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2
            id={HEADING_ID}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight outline-none"
          >
            Rewards
          </h2>
          <p className="text-sm text-muted-foreground">
            Spend the points you earn on treats you choose.
          </p>
        </div>
        {rewards.data ? <RewardsBalance balance={rewards.data} /> : null}
      </div>
      {rewards.isError ? (
        <ErrorState
          error={rewards.error}
          title="We couldn't load your rewards"
          description="Your rewards did not arrive. Check your connection and try again."
          isRetrying={rewards.isFetching}
          onRetry={() => void rewards.refetch()}
        />
      ) : rewards.isPending ? (
        <RewardsSkeleton />
      ) : rewards.data.rewards.length === 0 ? (
        <RewardIdeas onAddOwn={() => openDialog({ kind: 'add' })} />
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {rewards.data.rewards.map((reward) => (
              <li key={reward.id}>
                <RewardCard
                  reward={reward}
                  balance={rewards.data.balance}
                  onAction={(kind, chosen) => openDialog({ kind, reward: chosen })}
                />
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => openDialog({ kind: 'add' })}
          >
            <Plus aria-hidden="true" />
            Add a reward
          </Button>
        </>
      )}
      {rewards.data ? <RedemptionHistory redemptions={rewards.data.redemptions} /> : null}
      <Suspense fallback={null}>
        {dialog ? (
          <RewardDialog
            state={dialog}
            balance={rewards.data?.balance ?? 0}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

function RewardsSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading rewards"
      role="status"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-36 w-full" />
    </div>
  );
}
