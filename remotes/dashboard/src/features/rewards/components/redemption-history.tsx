import type { TRedemption } from '@manifest/contracts/rewards';
import { formatLongDate } from '@manifest/ui/format-date';

import { pointsText } from '../utils/points-words';

const SHOWN = 5;

/** The newest purchases: what was bought, when, and what it cost then. */
export function RedemptionHistory({ redemptions }: { redemptions: readonly TRedemption[] }) {
  if (redemptions.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-muted-foreground">Recently redeemed</h3>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {redemptions.slice(0, SHOWN).map((redemption) => (
          <li
            key={redemption.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-sm"
          >
            <span className="min-w-0 font-medium wrap-anywhere">{redemption.title}</span>
            <span className="text-muted-foreground">
              −{pointsText(redemption.price)} · {formatLongDate(redemption.redeemedAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
