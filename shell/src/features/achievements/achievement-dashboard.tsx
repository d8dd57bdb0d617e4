import { useActivities } from '@manifest/api-client/calls/activities';
import { useUserAchievements } from '@manifest/api-client/calls/user-achievements';
import { useUserPoints } from '@manifest/api-client/calls/user-points';
import { BADGES } from '@manifest/contracts/badges';
import { ErrorState } from '@manifest/ui/page-states';

import { AchievementDashboardSkeleton } from './achievement-dashboard-skeleton';
import { ActivityPointsList } from './activity-points-list';
import { BadgeGroupList } from './badge-group-list';
import { badgeGroups } from './badge-groups';
import { pointsByActivity } from './points-by-activity';
import { PointsSummary } from './points-summary';
import { RecentPointsList } from './recent-points-list';
import { recentPoints } from './recent-points';

/** The Achievement Dashboard's content (spec 000 section 2), loaded with the dialog. */
export const AchievementDashboard = () => {
  const points = useUserPoints();
  const achievements = useUserAchievements();
  const activities = useActivities();
  const queries = [points, achievements, activities];

  if (points.data && achievements.data && activities.data) {
    const { totalPoints } = points.data;
    const groups = badgeGroups(achievements.data, totalPoints);
    const earnedCount = groups.flatMap(({ badges }) => badges).filter((b) => b.isEarned).length;
    return (
      <div className="space-y-7">
        <PointsSummary
          totalPoints={totalPoints}
          earnedCount={earnedCount}
          badgeCount={BADGES.length}
        />
        <ActivityPointsList
          byActivity={pointsByActivity(activities.data, totalPoints)}
          totalPoints={totalPoints}
        />
        <BadgeGroupList groups={groups} />
        <RecentPointsList entries={recentPoints(points.data.points)} />
      </div>
    );
  }

  if (queries.some(({ isError }) => isError)) {
    const isRetrying = queries.some(({ isFetching }) => isFetching);
    return (
      <ErrorState
        error={queries.map(({ error }) => error)}
        title="Your achievements could not be loaded"
        description="Check your connection and try again."
        isRetrying={isRetrying}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }

  return <AchievementDashboardSkeleton />;
};
