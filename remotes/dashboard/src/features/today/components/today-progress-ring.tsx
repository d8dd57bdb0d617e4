import { cn } from '@manifest/ui/cn';

import { doneShare, ringDash } from '../utils/progress-ring';
import { progressText } from '../utils/today-words';

const SIZE = 88;
const STROKE = 9;
const RADIUS = (SIZE - STROKE) / 2;

type TTodayProgressRingProps = { done: number; total: number; className?: string };

/** The day's progress as a ring that fills as items are done; a progress bar to assistive tech. */
export function TodayProgressRing({ done, total, className }: TTodayProgressRingProps) {
  const isComplete = total > 0 && done >= total;
  const { length, offset } = ringDash(doneShare(done, total), RADIUS);
  return (
    <div
      role="progressbar"
      aria-label="Today's progress"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={progressText(done, total)}
      data-testid="today-progress-ring"
      className={cn('relative grid shrink-0 place-items-center', className)}
      style={{ width: SIZE, height: SIZE }}
    >
      <svg
        aria-hidden="true"
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="absolute inset-0 -rotate-90"
      >
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          className="stroke-muted"
        />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={length}
          strokeDashoffset={offset}
          // A round cap would still draw a dot at 0.
          opacity={done > 0 ? 1 : 0}
          className={cn(
            'motion-safe:transition-[stroke-dashoffset] motion-safe:duration-500',
            isComplete ? 'stroke-success' : 'stroke-primary',
          )}
        />
      </svg>
      <span aria-hidden="true" className="relative flex flex-col items-center leading-none">
        <span className="text-2xl font-bold tabular-nums">
          {done}
          <span className="text-base font-semibold text-muted-foreground">/{total}</span>
        </span>
        <span className="mt-1 text-xs text-muted-foreground">done</span>
      </span>
    </div>
  );
}
