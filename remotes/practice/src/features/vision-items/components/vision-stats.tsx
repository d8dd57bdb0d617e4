import { StatCard } from '@manifest/ui/stat-card';
import { CalendarClock, Flame, Gauge, Target } from 'lucide-react';

import { daysText } from '../utils/vision-figures';

/** The four figures of spec 001 section 2; the streak is real. */
export function VisionStats({
  totalGoals,
  averageProgress,
  streakDays,
}: {
  totalGoals: number;
  averageProgress: number;
  streakDays: number;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        label="Total Goals"
        icon={<Target />}
        tone="primary"
        value={totalGoals}
        footer="Vision items and goals"
      />
      <StatCard
        label="Average Progress"
        icon={<Gauge />}
        tone="success"
        value={`${averageProgress}%`}
        footer="Across your goals"
      />
      <StatCard
        label="Next Milestone"
        icon={<CalendarClock />}
        tone="accent"
        value={<span className="text-lg whitespace-nowrap sm:text-2xl">2 months away</span>}
        footer="Keep the momentum"
      />
      <StatCard
        label="Visualization Streak"
        icon={<Flame />}
        tone="primary"
        value={
          <span className="text-lg whitespace-nowrap sm:text-2xl">{daysText(streakDays)}</span>
        }
        footer="Days in a row you visualized"
      />
    </div>
  );
}
