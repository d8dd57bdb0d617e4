import type { TPointsBalance } from '@manifest/contracts/rewards';
import { Coins } from 'lucide-react';

import { balanceLine } from '../utils/points-words';

/**
 * What the person has to spend, beside what they earned: "1,240 earned · 890 to spend".
 * Earned is the Total Points every other screen shows; spending never lowers it.
 */
export function RewardsBalance({ balance }: { balance: TPointsBalance }) {
  return (
    <p
      aria-live="polite"
      data-testid="rewards-balance"
      className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium text-card-foreground"
    >
      <Coins aria-hidden="true" className="size-4 text-streak" />
      {balanceLine(balance)}
    </p>
  );
}
