import { counted, noun } from '@manifest/contracts/counted';
import type { TGoal } from '@manifest/contracts/goals';
import { Progress } from '@manifest/ui/progress';
import { Target } from 'lucide-react';

import { StatCard } from '@manifest/ui/stat-card';
import { totalProgress } from '../utils/total-progress';

/** Total Progress: the share of the user's goals that are completed. */
export function TotalProgressCard({ goals }: { goals: ReadonlyArray<TGoal> }) {
  const { completed, total, percent } = totalProgress(goals);
  return (
    <StatCard
      hasGlow
      label="Total Progress"
      icon={<Target />}
      tone="primary"
      value={percent}
      unit="%"
      footer={
        <div className="flex flex-col gap-1.5 pt-1">
          <Progress value={percent} aria-label="Goals completed" className="h-1.5" />
          <span>
            {total === 0
              ? 'Set a goal to track progress'
              : `${completed} of ${counted(total, noun('goal'))} completed`}
          </span>
        </div>
      }
    />
  );
}
