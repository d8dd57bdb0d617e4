import { cn } from '@manifest/ui/cn';

import type { TFirstRunStep } from '../utils/first-run-steps';

type TFirstRunProgressProps = {
  steps: readonly TFirstRunStep[];
  currentIndex: number;
  /** 'Step 2 of 4'. */
  label: string;
};

/** Where the person is in the first run: the step count and one bar per step. */
export function FirstRunProgress({ steps, currentIndex, label }: TFirstRunProgressProps) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-primary uppercase" aria-live="polite">
        {label}
      </p>
      <ol className="flex max-w-xs gap-1.5" aria-label="Steps">
        {steps.map((step, index) => (
          <li
            key={step.field}
            aria-current={index === currentIndex ? 'step' : undefined}
            className="flex-1"
          >
            <span className="sr-only">
              {step.shortName}
              {index < currentIndex ? ', done' : ''}
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'block h-1.5 rounded-full transition-colors duration-300',
                index <= currentIndex
                  ? 'bg-linear-to-r from-violet-600 to-indigo-600 dark:from-violet-400 dark:to-indigo-400'
                  : 'bg-muted',
              )}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
