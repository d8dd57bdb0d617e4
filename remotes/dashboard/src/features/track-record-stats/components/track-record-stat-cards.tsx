import { useUserStats } from '@manifest/api-client/calls/user-stats';
import { counted, noun } from '@manifest/contracts/counted';
import { ErrorState } from '@manifest/ui/page-states';
import { CalendarDays, CircleCheck, Coins, ListChecks } from 'lucide-react';

import { StatCard, StatCardSkeleton } from '@manifest/ui/stat-card';

const HEADING_ID = 'track-record-stats-heading';
const LABELS = ['Total Activities', 'Points Earned', 'Completed', 'Active Days'] as const;

const count = new Intl.NumberFormat('en-US');

/** Spec 001 section 2: the track record's four figures, all from GET /api/user/stats. */
export function TrackRecordStatCards() {
  const stats = useUserStats();

  if (stats.isError) {
    return (
      <ErrorState
        error={stats.error}
        title="We couldn't load your stats"
        description="Your totals did not arrive. Check your connection and try again."
        isRetrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
      />
    );
  }

  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="sr-only">
        Your totals
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.data ? (
          <>
            <StatCard
              hasGlow
              label="Total Activities"
              icon={<ListChecks />}
              tone="primary"
              value={count.format(stats.data.totalActivities)}
              footer={`${count.format(stats.data.activitiesThisWeek)} this week`}
            />
            <StatCard
              hasGlow
              label="Points Earned"
              icon={<Coins />}
              tone="streak"
              value={count.format(stats.data.totalPoints)}
              footer="From every activity and badge"
            />
            <StatCard
              hasGlow
              label="Completed"
              icon={<CircleCheck />}
              tone="success"
              value={count.format(stats.data.completedActivities)}
              footer="Activities finished"
            />
            <StatCard
              hasGlow
              label="Active Days"
              icon={<CalendarDays />}
              tone="calm"
              value={count.format(stats.data.activeDays)}
              footer={`Longest streak: ${counted(stats.data.longestStreak, noun('day'))}`}
            />
          </>
        ) : (
          LABELS.map((label) => <StatCardSkeleton key={label} label={label} />)
        )}
      </div>
    </section>
  );
}
