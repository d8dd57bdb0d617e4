import { StatCard, StatCardSkeleton } from '@manifest/ui/stat-card';
import { Clock } from 'lucide-react';
import { useSyncExternalStore } from 'react';

import { useCurrentTime } from '../hooks/use-current-time';
import { formatClockDate, formatClockTime } from '../utils/current-time';

const LABEL = 'Current Time';
const CLASS_NAME = 'col-span-2 sm:col-span-1';
const noSubscription = () => () => undefined;

/**
 * Current Time, refreshed every minute; its own component so only it re-renders. The
 * server that draws the page's frame knows neither the person's clock nor time zone: a
 * skeleton there.
 */
export function CurrentTimeCard() {
  const now = useCurrentTime();
  const isInBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!isInBrowser)
    return <StatCardSkeleton label={LABEL} className={CLASS_NAME} footerLines={1} />;
  return (
    <StatCard
      label={LABEL}
      icon={<Clock />}
      tone="accent"
      className={CLASS_NAME}
      value={<time dateTime={now.toISOString()}>{formatClockTime(now)}</time>}
      footer={formatClockDate(now)}
    />
  );
}
