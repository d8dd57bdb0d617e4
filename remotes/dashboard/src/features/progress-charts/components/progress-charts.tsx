import { useProgressCalendar } from '@manifest/api-client/calls/progress-calendar';
import { PROGRESS_CALENDAR_MAX_DAYS } from '@manifest/contracts/progress-calendar';
import { ErrorState } from '@manifest/ui/page-states';

import { useHeatMapWeeks } from '../hooks/use-heat-map-weeks';
import { ActivityHeatMap } from './activity-heat-map';
import { PointsChart } from './points-chart';
import { ProgressChartsSkeleton } from './progress-charts-skeleton';

/**
 * The track record's chart and heat map, from one call. Loaded lazily by the
 * page (its own chunk), so the dashboard never downloads it. A year and a week
 * of days lets the heat map start on a Sunday whatever today is.
 */
export default function ProgressCharts() {
  const calendar = useProgressCalendar(PROGRESS_CALENDAR_MAX_DAYS);
  const weekCount = useHeatMapWeeks();

  if (calendar.isError) {
    return (
      <ErrorState
        error={calendar.error}
        title="We couldn't load your progress chart"
        description="Your points per day did not arrive. Check your connection and try again."
        isRetrying={calendar.isFetching}
        onRetry={() => void calendar.refetch()}
      />
    );
  }
  if (!calendar.data) return <ProgressChartsSkeleton />;
  return (
    <div className="grid gap-4">
      <PointsChart days={calendar.data.days} />
      <ActivityHeatMap days={calendar.data.days} weekCount={weekCount} />
    </div>
  );
}
