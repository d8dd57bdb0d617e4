import { STREAK_FREEZES_MAX } from '@manifest/contracts/stats';
import type { TToday } from '@manifest/contracts/today';
import { cn } from '@manifest/ui/cn';
import { Flame, Snowflake } from 'lucide-react';

import { freezesText, streakText } from '../utils/today-words';

/** The streak the day keeps, and the freezes saved for a missed day. */
export function TodayStreak({ streak }: { streak: TToday['streak'] }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1.5 rounded-xl bg-muted/60 px-3 py-2 text-sm">
      <span className="flex items-center gap-1.5 font-semibold">
        <Flame aria-hidden="true" className="size-4 text-streak" />
        {streakText(streak.days)}
      </span>
      <span className="flex items-center gap-1.5 text-muted-foreground">
        <span className="flex items-center" aria-hidden="true">
          {Array.from({ length: STREAK_FREEZES_MAX }, (_, index) => (
            <Snowflake
              key={index}
              className={cn(
                'size-3.5',
                index < streak.freezesBanked ? 'text-calm' : 'text-muted-foreground/40',
              )}
            />
          ))}
        </span>
        {freezesText(streak.freezesBanked)}
      </span>
    </p>
  );
}
