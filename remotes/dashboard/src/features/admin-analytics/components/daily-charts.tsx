import type { TAnalyticsResponse } from '@manifest/contracts/admin-analytics';
import { counted, noun } from '@manifest/contracts/counted';
import { Card, CardContent, CardHeader } from '@manifest/ui/card';

import { formatCount, formatUsd } from '../utils/admin-format';

type TDay = TAnalyticsResponse['daily'][number];

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** One series as bars over the period's days, drawn with plain elements; its summary is read aloud. */
function DayBars({
  title,
  days,
  valueOf,
  format,
  barClassName,
}: {
  title: string;
  days: readonly TDay[];
  valueOf: (day: TDay) => number;
  format: (value: number) => string;
  barClassName: string;
}) {
  const max = Math.max(1, ...days.map(valueOf));
  const total = days.reduce((sum, day) => sum + valueOf(day), 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{title}</h2>
        <p className="text-sm font-semibold tabular-nums">{format(total)}</p>
      </CardHeader>
      <CardContent>
        <figure>
          <div
            role="img"
            aria-label={`${title}: ${format(total)} over ${counted(days.length, noun('day'))}`}
            className="flex h-36 items-end gap-px"
          >
            {days.map((day) => (
              <div
                key={day.day}
                title={`${shortDay(day.day)}: ${format(valueOf(day))}`}
                className={`flex-1 rounded-t-sm ${barClassName}`}
                style={{ height: `${Math.max(2, (valueOf(day) / max) * 100)}%` }}
              />
            ))}
          </div>
          {first && last && (
            <figcaption className="mt-2 flex justify-between text-xs text-muted-foreground">
              <span>{shortDay(first.day)}</span>
              <span>{shortDay(last.day)}</span>
            </figcaption>
          )}
        </figure>
      </CardContent>
    </Card>
  );
}

/** Revenue and sign-ups per day over the period (its own chunk: this page only). */
export default function DailyCharts({ days }: { days: readonly TDay[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DayBars
        title="Revenue per day"
        days={days}
        valueOf={(day) => day.revenue}
        format={formatUsd}
        barClassName="bg-success/70"
      />
      <DayBars
        title="Sign-ups per day"
        days={days}
        valueOf={(day) => day.signups}
        format={formatCount}
        barClassName="bg-primary/70"
      />
    </div>
  );
}
