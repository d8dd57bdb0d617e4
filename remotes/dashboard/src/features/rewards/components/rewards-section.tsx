import { useRewards } from '@manifest/api-client/calls/rewards';
import type { TReward } from '@manifest/contracts/rewards';
import { Button } from '@manifest/ui/button';
import { ErrorState } from '@manifest/ui/page-states';
import { Skeleton } from '@manifest/ui/skeleton';
import { Plus } from 'lucide-react';
import { useState } from 'react';

import { rewardFormValuesOf } from '../utils/reward-form';
import { RedemptionHistory } from './redemption-history';
import { RewardCard } from './reward-card';
import { RewardFormDialog } from './reward-form-dialog';
import { RewardIdeas } from './reward-ideas';
import { RewardsBalance } from './rewards-balance';

const HEADING_ID = 'rewards-heading';

type TFormState = { isOpen: false } | { isOpen: true; reward?: TReward };

/**
 * Rewards bought with points (issue 38): the balance, the person's own rewards with
 * their price and Redeem, adding, fixing and deleting one, and what was redeemed lately.
 */
export function RewardsSection() {
  const rewards = useRewards();
  const [formState, setFormState] = useState<TFormState>({ isOpen: false });
  const openForm = (reward?: TReward) => setFormState({ isOpen: true, reward });
  const editing = formState.isOpen ? formState.reward : undefined;

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={HEADING_ID} className="text-xl font-semibold tracking-tight">
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
        <RewardIdeas onAddOwn={() => openForm()} />
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {rewards.data.rewards.map((reward) => (
              <li key={reward.id}>
                <RewardCard reward={reward} balance={rewards.data.balance} onEdit={openForm} />
              </li>
            ))}
          </ul>
          <Button variant="outline" onClick={() => openForm()}>
            <Plus aria-hidden="true" />
            Add a reward
          </Button>
        </>
      )}
      {rewards.data ? <RedemptionHistory redemptions={rewards.data.redemptions} /> : null}
      <RewardFormDialog
        isOpen={formState.isOpen}
        onOpenChange={(isOpen) => setFormState(isOpen ? formState : { isOpen: false })}
        reward={editing ? { id: editing.id, values: rewardFormValuesOf(editing) } : undefined}
      />
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
