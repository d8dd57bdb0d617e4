import { Skeleton } from '@manifest/ui/skeleton';

/** The dashboard's shape while its code or data loads, so the dialog does not jump. */
export const AchievementDashboardSkeleton = () => (
  <div className="space-y-6" data-testid="achievement-dashboard-loading">
    <div className="grid grid-cols-2 gap-3">
      <Skeleton className="h-24 rounded-xl" />
      <Skeleton className="h-24 rounded-xl" />
    </div>
    <Skeleton className="h-40 rounded-xl" />
    <Skeleton className="h-64 rounded-xl" />
  </div>
);
