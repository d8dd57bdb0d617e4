import { StatCard, StatCardSkeleton } from '@manifest/ui/stat-card';
import { Percent, Star, Trophy } from 'lucide-react';

const LABELS = ['Challenges Completed', 'Total Points', 'Success Rate'] as const;

/** Spec 001 section 2: completed out of total, points, success rate. */
export function ChallengeStats({
  completed,
  total,
  totalPoints,
  successRate,
}: {
  completed: number;
  total: number;
  totalPoints: number;
  successRate: number;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard
        label="Challenges Completed"
        icon={<Trophy />}
        tone="primary"
        value={
          <>
            {completed}
            <span className="text-base font-medium text-muted-foreground">/{total}</span>
          </>
        }
        footer="Challenges you have finished"
      />
      <StatCard
        label="Total Points"
        icon={<Star />}
        tone="success"
        value={totalPoints}
        footer="From completed challenges"
      />
      <StatCard
        label="Success Rate"
        icon={<Percent />}
        tone="accent"
        value={`${successRate}%`}
        footer="Completed out of all challenges"
        className="col-span-2 sm:col-span-1"
      />
    </div>
  );
}

export function ChallengeStatsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {LABELS.map((label) => (
        <StatCardSkeleton key={label} label={label} footerLines={1} />
      ))}
    </div>
  );
}
