import { Skeleton } from '@manifest/ui/skeleton';

import { useHeatMapWeeks } from '../hooks/use-heat-map-weeks';
import { ChartCard } from './chart-card';
import { CELL_CLASS, HeatMapColumns, WEEK_COLUMN_CLASS } from './heat-map-columns';
import { HeatLegend } from './heat-levels';

const DAYS_PER_WEEK = 7;

/** The chart and heat map cards while their chunk or data loads: same frames, same sizes. */
export function ProgressChartsSkeleton() {
  const weekCount = useHeatMapWeeks();
  return (
    <div className="grid gap-4" role="status" aria-label="Loading your progress chart">
      <ChartCard
        title="Points per day"
        subtitle="Last 8 weeks"
        aside={
          <div className="flex flex-col items-end gap-1">
            <Skeleton className="h-7 w-16" />
            <Skeleton className="h-3 w-24" />
          </div>
        }
      >
        <div className="flex gap-2">
          <div className="w-8 shrink-0" />
          <div className="flex-1">
            <Skeleton className="h-48 w-full" />
            <div className="mt-2 h-4" />
          </div>
        </div>
      </ChartCard>
      <ChartCard
        title="Active days"
        subtitle={<Skeleton className="mt-1 h-4 w-52" />}
        aside={<HeatLegend />}
      >
        <HeatMapColumns weekCount={weekCount} monthLabels={[]}>
          {Array.from({ length: weekCount }, (_, week) => (
            <div key={week} className={WEEK_COLUMN_CLASS}>
              {Array.from({ length: DAYS_PER_WEEK }, (_, day) => (
                <Skeleton key={day} className={CELL_CLASS} />
              ))}
            </div>
          ))}
        </HeatMapColumns>
        <div className="mt-3 h-5" />
      </ChartCard>
    </div>
  );
}
