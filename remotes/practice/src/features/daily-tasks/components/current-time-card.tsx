import { Clock } from 'lucide-react';

import { useCurrentTime } from '../hooks/use-current-time';
import { formatClockDate, formatClockTime } from '../utils/current-time';
import { SummaryCard } from '../../../components/summary-card';

/** Current Time, refreshed every minute; its own component so only it re-renders. */
export function CurrentTimeCard() {
  const now = useCurrentTime();
  return (
    <SummaryCard
      label="Current Time"
      icon={<Clock />}
      tone="accent"
      className="col-span-2 sm:col-span-1"
      value={<time dateTime={now.toISOString()}>{formatClockTime(now)}</time>}
      footer={formatClockDate(now)}
    />
  );
}
