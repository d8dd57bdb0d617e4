import { noun, wordFor } from '@manifest/contracts/counted';
import { STREAK_FREEZES_MAX } from '@manifest/contracts/stats';
import { cn } from '@manifest/ui/cn';
import { Flame, Snowflake } from 'lucide-react';

import { StatCard } from '@manifest/ui/stat-card';
import { freezesLabel } from '../utils/streak-rules';
import { StreakRulesPopover } from './streak-rules-popover';

type TStreakCardProps = { days: number; freezesBanked: number };

/** Streak: the kind streak, the freezes saved for a missed day, and how both work. */
export function StreakCard({ days, freezesBanked }: TStreakCardProps) {
  return (
    <StatCard
      hasGlow
      label="Streak"
      icon={<Flame />}
      tone="streak"
      value={days}
      unit={wordFor(days, noun('day'))}
      footer={
        <div className="flex items-center gap-1.5">
          <span className="flex shrink-0 items-center" aria-hidden="true">
            {Array.from({ length: STREAK_FREEZES_MAX }, (_, index) => (
              <Snowflake
                key={index}
                className={cn(
                  'size-3.5',
                  index < freezesBanked ? 'text-calm' : 'text-muted-foreground/40',
                )}
              />
            ))}
          </span>
          <span className="min-w-0">{freezesLabel(freezesBanked)}</span>
          <span className="ml-auto shrink-0">
            <StreakRulesPopover />
          </span>
        </div>
      }
    />
  );
}
