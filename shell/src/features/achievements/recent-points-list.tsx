import type { TPointsEntry } from '@manifest/contracts/points';
import { HistoryIcon } from 'lucide-react';

import { formatEarnedAt } from './recent-points';

export const POINT_HISTORY_EMPTY_TEXT = 'Start completing activities to see your point history!';

/** The ten most recent point entries: description, date earned, +points. */
export const RecentPointsList = ({ entries }: { entries: TPointsEntry[] }) => (
  <section aria-labelledby="recent-points-heading">
    <h3 id="recent-points-heading" className="mb-3 text-base font-semibold text-foreground">
      Recent points
    </h3>
    {entries.length === 0 ? (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-8 text-center">
        <HistoryIcon aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{POINT_HISTORY_EMPTY_TEXT}</p>
      </div>
    ) : (
      <ol
        className="divide-y divide-border rounded-xl border border-border bg-card"
        data-testid="recent-points"
      >
        {entries.map(({ id, description, points, earnedAt }) => (
          <li key={id} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-foreground">{description}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={earnedAt}>{formatEarnedAt(earnedAt)}</time>
              </p>
            </div>
            <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-sm font-semibold text-secondary-foreground tabular-nums">
              +{points}
            </span>
          </li>
        ))}
      </ol>
    )}
  </section>
);
