import { useGoals } from '@manifest/api-client/calls/goals';
import { useUserStats } from '@manifest/api-client/calls/user-stats';
import { ErrorState } from '@manifest/ui/page-states';
import { Flower2, Trophy } from 'lucide-react';

import { StatCard, StatCardSkeleton } from '@manifest/ui/stat-card';
import { StreakCard } from './streak-card';
import { TotalProgressCard } from './total-progress-card';

const HEADING_ID = 'progress-summary-heading';

/** The dashboard's four figures: goals done, and this week's challenges, minutes and streak. */
export function ProgressStatCards() {
  const stats = useUserStats();
  const goals = useGoals();

  if (stats.isError || goals.isError) {
    return (
      <ErrorState
        error={[stats.error, goals.error]}
        title="We couldn't load your progress"
        description="Your stats did not arrive. Check your connection and try again."
        isRetrying={stats.isFetching || goals.isFetching}
        onRetry={() => {
          if (stats.isError) void stats.refetch();
          if (goals.isError) void goals.refetch();
        }}
      />
    );
  }

  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="sr-only">
        Your progress
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {goals.data ? (
          <TotalProgressCard goals={goals.data} />
        ) : (
          <StatCardSkeleton label="Total Progress" />
        )}
        {stats.data ? (
          <>
            <StatCard
              hasGlow
              label="Challenges"
              icon={<Trophy />}
              tone="success"
              value={stats.data.challengesCompletedThisWeek}
              footer="Completed this week"
            />
            <StatCard
              hasGlow
              label="Meditation"
              icon={<Flower2 />}
              tone="calm"
              value={stats.data.meditationMinutesThisWeek}
              unit="min"
              footer="Minutes this week"
            />
            <StreakCard
              days={stats.data.kindStreak}
              freezesBanked={stats.data.streakFreezesBanked}
            />
          </>
        ) : (
          <>
            <StatCardSkeleton label="Challenges" />
            <StatCardSkeleton label="Meditation" />
            <StatCardSkeleton label="Streak" />
          </>
        )}
      </div>
    </section>
  );
}
