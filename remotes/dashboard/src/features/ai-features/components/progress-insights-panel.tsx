import { OfflineGuideNote } from '@manifest/ai-generators/offline-guide-note';
import { useUserStats } from '@manifest/api-client/calls/user-stats';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@manifest/ui/page-states';
import { ChartLine, LoaderCircle, Rocket } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useProgressInsights } from '../api/progress-insights';
import { hasAnyProgress } from '../utils/has-any-progress';

/** Progress Insights (spec 001 sections 2, 4, 7, 8): an analysis of one's real figures, once there are some. */
export function ProgressInsightsPanel() {
  const stats = useUserStats();
  const insights = useProgressInsights();

  const body = () => {
    if (stats.isPending) return <LoadingState label="Loading your progress..." />;
    if (stats.isError) {
      return (
        <ErrorState
          error={stats.error}
          title="Your progress could not be loaded"
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
        />
      );
    }
    if (!hasAnyProgress(stats.data)) {
      return (
        <EmptyState
          icon={<Rocket aria-hidden="true" />}
          title="Start Your Journey"
          description="Complete a task, say an affirmation or set a goal, and your insights will appear here."
          action={
            <Button asChild>
              <Link to="/daily-tasks">Go to Daily Tasks</Link>
            </Button>
          }
        />
      );
    }
    return (
      <div className="space-y-4">
        <Button onClick={() => insights.mutate()} disabled={insights.isPending}>
          {insights.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {insights.isPending
            ? 'Analyzing...'
            : insights.data
              ? 'Analyze Again'
              : 'Analyze My Progress'}
        </Button>
        {insights.data && (
          <div aria-live="polite" className="space-y-3">
            <div className="rounded-lg bg-secondary/50 p-4 text-sm leading-relaxed whitespace-pre-line">
              {insights.data.insights}
            </div>
            <OfflineGuideNote source={insights.data.source} />
          </div>
        )}
      </div>
    );
  };

  return (
    <Card role="region" aria-labelledby="progress-insights-heading" className="space-y-4 p-6">
      <div className="space-y-1">
        <h2
          id="progress-insights-heading"
          className="flex items-center gap-2 text-lg font-semibold"
        >
          <ChartLine aria-hidden="true" className="size-5 text-primary" />
          Progress Insights
        </h2>
        <p className="text-sm text-muted-foreground">
          What your streaks, practices and points say about your journey.
        </p>
      </div>
      {body()}
    </Card>
  );
}
