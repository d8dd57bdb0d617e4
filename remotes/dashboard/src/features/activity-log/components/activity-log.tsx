import { useActivities } from '@manifest/api-client/calls/activities';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { EmptyState, ErrorState } from '@manifest/ui/page-states';
import { Skeleton } from '@manifest/ui/skeleton';
import { Footprints } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { useActivityTypeFilter } from '../hooks/use-activity-type-filter';
import { browserTimeZone } from '../utils/browser-time-zone';
import { groupActivitiesByDay } from '../utils/group-activities-by-day';
import { ActivityDayGroup } from './activity-day-group';
import { ActivityTypeFilter } from './activity-type-filter';

const HEADING_ID = 'activity-log-heading';

/** The track record's list: the type filter, then the activities day by day. */
export function ActivityLog() {
  const { type, setType } = useActivityTypeFilter();
  const activities = useActivities(type);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    [timeZone],
  );
  const days = useMemo(
    () => (activities.data ? groupActivitiesByDay(activities.data, timeZone) : []),
    [activities.data, timeZone],
  );

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <h2 id={HEADING_ID} className="text-xl font-semibold tracking-tight">
        Activity history
      </h2>
      <ActivityTypeFilter value={type} onChange={setType} />
      {activities.isError ? (
        <ErrorState
          error={activities.error}
          title="Failed to fetch activities"
          description="Your activities did not arrive. Check your connection and try again."
          isRetrying={activities.isFetching}
          onRetry={() => void activities.refetch()}
        />
      ) : activities.isPending ? (
        <ActivityLogSkeleton />
      ) : days.length === 0 ? (
        <EmptyState
          icon={<Footprints />}
          title={type ? 'No activities of this type yet' : 'No activities yet'}
          description="Every challenge, task, meditation and vision you complete is recorded here, day by day."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/challenges">Start a Challenge</Link>
              </Button>
              {type ? (
                <Button variant="outline" onClick={() => setType(undefined)}>
                  Show all activities
                </Button>
              ) : null}
            </div>
          }
        />
      ) : (
        <div className="space-y-6">
          {days.map((group) => (
            <ActivityDayGroup key={group.day} group={group} timeFormat={timeFormat} />
          ))}
        </div>
      )}
    </section>
  );
}

function ActivityLogSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading activities" role="status" className="space-y-2">
      <Skeleton className="h-5 w-56" />
      <Card className="divide-y divide-border">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-4 p-4">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-2/3" />
            </div>
          </div>
        ))}
      </Card>
    </div>
  );
}
