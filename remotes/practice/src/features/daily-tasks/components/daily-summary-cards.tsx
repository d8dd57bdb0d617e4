import type { TDailyTask } from '@manifest/contracts/daily-tasks';
import { Progress } from '@manifest/ui/progress';
import { StatCard, StatCardSkeleton } from '@manifest/ui/stat-card';
import { Sparkles, Target } from 'lucide-react';

import { dailyProgress } from '../utils/daily-progress';
import { CurrentTimeCard } from './current-time-card';

const HEADING_ID = 'daily-summary-heading';
// Two across on a phone, the clock below them; three across from 640 px.
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4';

/** Daily Progress, Points Earned and Current Time (spec 001 section 2). */
export function DailySummaryCards({ tasks }: { tasks: readonly TDailyTask[] }) {
  const { completedCount, totalCount, percent, pointsEarned } = dailyProgress(tasks);
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="sr-only">
        Today at a glance
      </h2>
      <div className={GRID}>
        <StatCard
          label="Daily Progress"
          icon={<Target />}
          tone="primary"
          value={
            <>
              {completedCount}
              <span className="text-base font-semibold text-muted-foreground">/{totalCount}</span>
            </>
          }
          footer={
            <div className="flex items-center gap-2 pt-1.5">
              <Progress
                value={percent}
                aria-label="Tasks completed today"
                aria-valuetext={`${percent}%`}
                className="flex-1"
              />
              <span className="w-9 text-right font-medium tabular-nums">{percent}%</span>
            </div>
          }
        />
        <StatCard
          label="Points Earned"
          icon={<Sparkles />}
          tone="success"
          value={pointsEarned}
          footer="From tasks completed today"
        />
        <CurrentTimeCard />
      </div>
    </section>
  );
}

export function DailySummaryCardsSkeleton() {
  return (
    <div className={GRID}>
      <StatCardSkeleton label="Daily Progress" footerLines={1} />
      <StatCardSkeleton label="Points Earned" footerLines={1} />
      <CurrentTimeCard />
    </div>
  );
}
