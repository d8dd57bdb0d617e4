import { cn } from '@manifest/ui/cn';

import type { THeatLevel } from '../utils/heat-map';
import { CELL_CLASS } from './heat-map-columns';

/** Theme names with opacity: the same scale reads in the light and the dark palette. */
export const HEAT_LEVEL_CLASSES: Record<THeatLevel, string> = {
  0: 'bg-muted',
  1: 'bg-primary/25',
  2: 'bg-primary/50',
  3: 'bg-primary/75',
  4: 'bg-primary',
};

const LEVELS: THeatLevel[] = [0, 1, 2, 3, 4];

/** Less ▢▢▢▢▢ More: what the shades mean. */
export function HeatLegend() {
  return (
    <div className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <span>Less</span>
      <span aria-hidden="true" className="flex gap-[3px]">
        {LEVELS.map((level) => (
          <span key={level} className={cn(CELL_CLASS, 'size-3', HEAT_LEVEL_CLASSES[level])} />
        ))}
      </span>
      <span>More</span>
      <span className="sr-only">: shades go from no activity to 6 or more activities in a day</span>
    </div>
  );
}
