import type { TActivity } from '@manifest/contracts/activities';
import { counted, noun } from '@manifest/contracts/counted';
import { cn } from '@manifest/ui/cn';

import { ToneIcon } from '@manifest/ui/tone-icon';
import { formatMetadata } from '../utils/format-metadata';
import { ACTIVITY_LOOK } from './activity-look';

const POINT = noun('point');

type TActivityItemProps = { activity: TActivity; timeFormat: Intl.DateTimeFormat };

/** One activity: its title, description, points, metadata as key: value, and the time. */
export function ActivityItem({ activity, timeFormat }: TActivityItemProps) {
  const { icon: Icon, tone, name } = ACTIVITY_LOOK[activity.type];
  const metadata = formatMetadata(activity.metadata);
  return (
    <li className="flex gap-3 p-4 sm:gap-4">
      <ToneIcon tone={tone}>
        <Icon />
      </ToneIcon>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h4 className="font-semibold break-words">{activity.title}</h4>
            <p className="text-xs text-muted-foreground">
              {name} · {activity.action} ·{' '}
              <time dateTime={activity.completedAt}>
                {timeFormat.format(new Date(activity.completedAt))}
              </time>
            </p>
          </div>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
              // An outline, not a tint: green text on a green tint falls under 4.5:1.
              activity.points > 0
                ? 'border border-success/40 text-success'
                : 'border border-border text-muted-foreground',
            )}
          >
            {activity.points > 0 ? `+${counted(activity.points, POINT)}` : counted(0, POINT)}
          </span>
        </div>
        {activity.description ? (
          <p className="mt-1.5 text-sm break-words text-muted-foreground">{activity.description}</p>
        ) : null}
        {metadata.length > 0 ? (
          <ul aria-label="Details" className="mt-2 flex flex-wrap gap-1.5">
            {metadata.map((pair) => (
              <li
                key={pair}
                className="rounded-md bg-muted px-2 py-0.5 text-xs break-words text-muted-foreground"
              >
                {pair}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
