import type { TAnalyticsResponse } from '@manifest/contracts/admin-analytics';
import { Card, CardContent, CardHeader } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
import { Skeleton } from '@manifest/ui/skeleton';

import { ACTIVITY_LOOK, formatUsd } from '../utils/admin-format';

const TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The period's latest events, coloured by kind, with the money they brought. */
export function RecentActivityPanel({ analytics }: { analytics: TAnalyticsResponse | undefined }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Recent Activity</h2>
      </CardHeader>
      <CardContent>
        {!analytics ? (
          <div className="grid gap-3">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : analytics.recentActivity.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing happened in this period.</p>
        ) : (
          <ol className="grid gap-2">
            {analytics.recentActivity.map((activity, index) => {
              const look = ACTIVITY_LOOK[activity.event];
              return (
                <li
                  key={`${activity.timestamp}-${index}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
                >
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      look.className,
                    )}
                  >
                    {look.label}
                  </span>
                  <span className="ml-auto text-sm font-semibold tabular-nums">
                    {activity.revenue === null ? '' : formatUsd(activity.revenue)}
                  </span>
                  <time dateTime={activity.timestamp} className="text-xs text-muted-foreground">
                    {TIME.format(new Date(activity.timestamp))}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
