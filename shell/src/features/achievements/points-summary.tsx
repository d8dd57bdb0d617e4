import { formatWholeNumber } from '@manifest/ui/format-number';
import { AwardIcon, SparklesIcon } from 'lucide-react';

type TPointsSummaryProps = { totalPoints: number; earnedCount: number; badgeCount: number };

/** The two headline figures: total points and badges earned. */
export const PointsSummary = ({ totalPoints, earnedCount, badgeCount }: TPointsSummaryProps) => (
  <dl className="grid grid-cols-2 gap-3">
    <div className="rounded-xl bg-linear-to-br from-brand to-brand-accent p-4 text-brand-foreground shadow-md">
      <dt className="flex items-center gap-1.5 text-sm font-medium">
        <SparklesIcon aria-hidden="true" className="size-4" />
        Total points
      </dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid="achievement-total-points">
        {formatWholeNumber(totalPoints)}
      </dd>
    </div>
    <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <AwardIcon aria-hidden="true" className="size-4 text-primary" />
        Badges earned
      </dt>
      <dd className="mt-1 text-3xl font-bold text-foreground tabular-nums">
        {earnedCount}
        <span className="text-lg font-semibold text-muted-foreground"> / {badgeCount}</span>
      </dd>
    </div>
  </dl>
);
