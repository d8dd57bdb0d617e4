import { formatWholeNumber } from '@manifest/ui/format-number';
import type { TPointsByActivity } from './points-by-activity';

type TActivityPointsListProps = { byActivity: TPointsByActivity; totalPoints: number };

const shareOf = (points: number, total: number) =>
  total > 0 ? `${Math.round((points / total) * 100)}%` : '0%';

/** Points per activity type, each with its share of the total as a bar. */
export const ActivityPointsList = ({ byActivity, totalPoints }: TActivityPointsListProps) => {
  const rows = [
    ...byActivity.rows.map(({ type, label, points, count }) => ({
      key: type,
      label,
      points,
      count,
    })),
    ...(byActivity.earlierPoints > 0
      ? [{ key: 'earlier', label: 'Earlier activity', points: byActivity.earlierPoints, count: 0 }]
      : []),
  ];
  return (
    <section aria-labelledby="points-per-activity">
      <h3 id="points-per-activity" className="mb-3 text-base font-semibold text-foreground">
        Points per activity
      </h3>
      <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="points-per-activity">
        {rows.map(({ key, label, points, count }) => (
          <li key={key} className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-foreground">
                {label}
                {count > 0 ? (
                  <span className="font-normal text-muted-foreground"> · {count}×</span>
                ) : null}
              </span>
              <span className="font-semibold text-foreground tabular-nums">
                {formatWholeNumber(points)} pts
              </span>
            </div>
            <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full rounded-full bg-linear-to-r from-brand to-brand-accent"
                style={{ width: shareOf(points, totalPoints) }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
