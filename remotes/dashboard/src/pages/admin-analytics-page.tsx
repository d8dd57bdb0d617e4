import '../app/styles.css';
import { ApiError } from '@manifest/api-client/request';
import { useAuth } from '@manifest/auth/auth-provider';
import {
  DEFAULT_ANALYTICS_PERIOD,
  type TAnalyticsPeriod,
} from '@manifest/contracts/admin-analytics';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { Badge } from '@manifest/ui/badge';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';
import { ErrorState, LoadingState } from '@manifest/ui/page-states';
import { Skeleton } from '@manifest/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@manifest/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';

import { adminFiguresQueryOptions } from '../features/admin-analytics/api/admin-figures';
import { AdminSummaryCards } from '../features/admin-analytics/components/admin-summary-cards';
import { FigurePanel } from '../features/admin-analytics/components/figure-panel';
import { PeriodSelect } from '../features/admin-analytics/components/period-select';
import { RecentActivityPanel } from '../features/admin-analytics/components/recent-activity-panel';
import { TopPagesPanel } from '../features/admin-analytics/components/top-pages-panel';
import { formatCount, formatUsd } from '../features/admin-analytics/utils/admin-format';

const DailyCharts = lazy(() => import('../features/admin-analytics/components/daily-charts'));
const PerformanceTab = lazy(() => import('../features/admin-analytics/components/performance-tab'));

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * `/admin-analytics` (spec 001 sections 2, 3, 9): admins only. The server checks
 * every call; a person the API does not take for an admin is sent to `/`.
 */
export default function AdminAnalyticsPage() {
  const { user } = useAuth();
  const isAdmin = user?.isAdmin ?? false;
  const [period, setPeriod] = useState<TAnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const [tab, setTab] = useState('overview');
  const analytics = useQuery(adminFiguresQueryOptions('analytics', period, isAdmin));
  const revenue = useQuery(adminFiguresQueryOptions('revenue', period, isAdmin));
  const users = useQuery(adminFiguresQueryOptions('users', period, isAdmin));
  const content = useQuery(adminFiguresQueryOptions('content', period, isAdmin));
  const queries = [analytics, revenue, users, content];
  // Asked for once the tab is opened.
  const performance = useQuery(
    adminFiguresQueryOptions('performance', period, isAdmin && tab === 'performance'),
  );

  if (!isAdmin || [...queries, performance].some((query) => isForbidden(query.error))) {
    return <Navigate to="/" replace />;
  }
  // The first answer proves the server takes this person for an admin.
  if (!analytics.data && analytics.isPending) {
    return <LoadingState label="Verifying access..." className="min-h-[60vh]" />;
  }

  const failed = queries.find((query) => query.isError);
  return (
    <PageContainer data-remote="dashboard" data-build-id={BUILD_ID} className="grid gap-6">
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            Analytics Dashboard
            <Badge variant="secondary" className="gap-1">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              Admin Only
            </Badge>
          </span>
        }
        description="Revenue, growth and engagement across the product."
        actions={<PeriodSelect period={period} onChange={setPeriod} />}
      />
      {failed && (
        <ErrorState
          title="Some figures could not be loaded"
          description="The rest of the dashboard is up to date."
          onRetry={() => queries.forEach((query) => void query.refetch())}
        />
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="sm:w-fit">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-6">
          <AdminSummaryCards revenue={revenue.data} users={users.data} analytics={analytics.data} />
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            {analytics.data && <DailyCharts days={analytics.data.daily} />}
          </Suspense>
          <div className="grid gap-4 lg:grid-cols-3">
            <FigurePanel
              title="Revenue Breakdown"
              rows={
                revenue.data
                  ? [
                      {
                        label: 'Monthly Subscriptions',
                        value: formatUsd(revenue.data.subscriptions),
                      },
                      {
                        label: 'Trial Conversions',
                        value: formatUsd(revenue.data.trialConversions),
                      },
                      { label: 'Average Revenue per User', value: formatUsd(revenue.data.arpu) },
                    ]
                  : null
              }
            />
            <FigurePanel
              title="User Growth"
              rows={
                users.data
                  ? [
                      { label: 'Total Users', value: formatCount(users.data.totalUsers) },
                      { label: 'New Signups', value: formatCount(users.data.newSignups) },
                      { label: 'Trials Started', value: formatCount(users.data.trialsStarted) },
                    ]
                  : null
              }
            />
            <FigurePanel
              title="Content Engagement"
              rows={
                content.data
                  ? [
                      {
                        label: 'Daily Tasks Completed',
                        value: formatCount(content.data.tasksCompleted),
                      },
                      {
                        label: 'Meditation Sessions',
                        value: formatCount(content.data.meditationSessions),
                      },
                      {
                        label: 'Challenges Completed',
                        value: formatCount(content.data.challengesCompleted),
                      },
                    ]
                  : null
              }
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <TopPagesPanel analytics={analytics.data} />
            <RecentActivityPanel analytics={analytics.data} />
          </div>
        </TabsContent>
        <TabsContent value="performance">
          {performance.isError ? (
            <ErrorState
              title="The performance figures could not be loaded"
              onRetry={() => void performance.refetch()}
            />
          ) : (
            <Suspense fallback={<Skeleton className="h-56 w-full" />}>
              {performance.data ? (
                <PerformanceTab performance={performance.data} />
              ) : (
                <Skeleton className="h-56 w-full" />
              )}
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
