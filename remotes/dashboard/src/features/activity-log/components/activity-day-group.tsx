import { Card } from '@manifest/ui/card';

import { activityCountLabel, type TActivityDay } from '../utils/group-activities-by-day';
import { ActivityItem } from './activity-item';

type TActivityDayGroupProps = { group: TActivityDay; timeFormat: Intl.DateTimeFormat };

/** One day of the track record: its long-form date, how many activities, and the activities. */
export function ActivityDayGroup({ group, timeFormat }: TActivityDayGroupProps) {
  const headingId = `activity-day-${group.day}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex items-baseline justify-between gap-3 px-1">
        <h3 id={headingId} className="font-semibold">
          {group.label}
        </h3>
        <span className="shrink-0 text-sm text-muted-foreground">
          {activityCountLabel(group.activities.length)}
        </span>
      </div>
      <Card className="overflow-hidden">
        <ul className="divide-y divide-border">
          {group.activities.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} timeFormat={timeFormat} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
