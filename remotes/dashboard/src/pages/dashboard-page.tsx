import '../app/styles.css';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PageContainer } from '@manifest/ui/page-header';

import { DashboardHero } from '../features/home-hero/components/dashboard-hero';
import { ProgressStatCards } from '../features/progress-summary/components/progress-stat-cards';
import { LegalLinks } from '../features/quick-links/components/legal-links';
import { ShortcutCards } from '../features/quick-links/components/shortcut-cards';
import { ToolkitPanel } from '../features/quick-links/components/toolkit-panel';
import { RecentActivityCard } from '../features/recent-activity/components/recent-activity-card';
import { TodayCard } from '../features/today/components/today-card';
import { WeeklyReviewCard } from '../features/weekly-review/components/weekly-review-card';

/** `/` and `/dashboard` (signed in): spec 000 section 2, "Home dashboard". */
export default function DashboardPage() {
  return (
    <PageContainer data-remote="dashboard" data-build-id={BUILD_ID} className="space-y-6">
      <DashboardHero />
      <TodayCard />
      <WeeklyReviewCard />
      <ProgressStatCards />
      <ShortcutCards />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          <RecentActivityCard />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <ToolkitPanel />
        </div>
      </div>
      <LegalLinks />
    </PageContainer>
  );
}
