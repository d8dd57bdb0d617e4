import type { TPerformanceResponse, TVitalRating } from '@manifest/contracts/client-reports';
import { counted, noun } from '@manifest/contracts/counted';
import { Card, CardContent, CardHeader } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';

import { formatVital, routeBars, type TVitalSummary } from '../utils/performance-format';

export const RATING_LOOK: Record<TVitalRating, { label: string; className: string }> = {
  good: { label: 'Good', className: 'bg-success' },
  'needs-improvement': { label: 'Needs improvement', className: 'bg-warning' },
  poor: { label: 'Poor', className: 'bg-destructive' },
};
const RATINGS = Object.keys(RATING_LOOK) as TVitalRating[];

const VITAL_TITLES = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  TTFB: 'Time to First Byte',
} as const;

/**
 * One vital over the period: the share of page loads in each rating as one
 * stacked bar, then each route's 75th percentile as a bar coloured by its rating.
 */
export function VitalChart({
  summary,
  rows,
}: {
  summary: TVitalSummary;
  rows: TPerformanceResponse['vitals'];
}) {
  const { name, samples, shares } = summary;
  const bars = routeBars(rows, name);
  const sharesText = RATINGS.map((rating) => `${shares[rating]}% ${RATING_LOOK[rating].label}`);
  return (
    <Card>
      <CardHeader className="gap-1">
        <h3 className="text-base leading-tight font-semibold">
          {name} <span className="font-normal text-muted-foreground">{VITAL_TITLES[name]}</span>
        </h3>
        <p className="text-sm text-muted-foreground">
          {samples === 0
            ? 'No page loads reported'
            : `${counted(samples, noun('page load'))}: ${sharesText.join(', ')}`}
        </p>
      </CardHeader>
      {samples > 0 && (
        <CardContent className="grid gap-4">
          <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            {RATINGS.map((rating) => (
              <div
                key={rating}
                className={RATING_LOOK[rating].className}
                style={{ width: `${shares[rating]}%` }}
              />
            ))}
          </div>
          <ul className="grid gap-2" aria-label={`${name} p75 by route`}>
            {bars.map((bar) => (
              <li key={bar.route} className="grid gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span className="truncate">{bar.route}</span>
                  <span className="font-semibold tabular-nums">
                    p75 {formatVital(name, bar.p75)}
                    <span className="sr-only"> ({RATING_LOOK[bar.rating].label})</span>
                  </span>
                </div>
                <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className={cn('h-2 rounded-full', RATING_LOOK[bar.rating].className)}
                    style={{ width: `${bar.widthPercent}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
