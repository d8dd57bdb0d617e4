import { cn } from '@manifest/ui/cn';

import { progressTone, type TProgressTone } from '../utils/vision-figures';

const TONE_CLASSES: Record<TProgressTone, string> = {
  green: 'bg-success',
  yellow: 'bg-warning',
  orange: 'bg-orange-500',
  red: 'bg-destructive',
};

/** A goal's progress, coloured at 75, 50 and 25 (spec 001 section 2). */
export function ProgressBar({ progress, label }: { progress: number; label: string }) {
  const tone = progressTone(progress);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      data-tone={tone}
      className="h-2 w-full overflow-hidden rounded-full bg-secondary"
    >
      <div
        className={cn('h-full rounded-full', TONE_CLASSES[tone])}
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
