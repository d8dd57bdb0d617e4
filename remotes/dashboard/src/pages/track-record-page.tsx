import '../app/styles.css';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';
import { lazy, Suspense } from 'react';

import { ActivityLog } from '../features/activity-log/components/activity-log';
import { ProgressChartsSkeleton } from '../features/progress-charts/components/progress-charts-skeleton';
import { RewardsSection } from '../features/rewards/components/rewards-section';
import { TrackRecordStatCards } from '../features/track-record-stats/components/track-record-stat-cards';

// The chart and heat map are this page's alone: their own chunk, fetched when the page renders.
const ProgressCharts = lazy(
  () =>
    import(
      /* webpackChunkName: "track-record-charts" */ '../features/progress-charts/components/progress-charts'
    ),
);

/** `/track-record`: spec 001 section 2, "Track Record". */
export default function TrackRecordPage() {
  return (
    <PageContainer data-remote="dashboard" data-build-id={BUILD_ID} className="space-y-6">
      <PageHeader
        title="Your Track Record"
        description="Every step of your transformation, day by day."
      />
      <TrackRecordStatCards />
      <RewardsSection />
      <section aria-labelledby="progress-charts-heading" className="space-y-3">
        <h2 id="progress-charts-heading" className="text-xl font-semibold tracking-tight">
          Your progress over time
        </h2>
        <Suspense fallback={<ProgressChartsSkeleton />}>
          <ProgressCharts />
        </Suspense>
      </section>
      <ActivityLog />
    </PageContainer>
  );
}
