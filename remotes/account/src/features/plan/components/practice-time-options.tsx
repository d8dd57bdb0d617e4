import { PRACTICE_TIMES, PRACTICE_TIME_LABELS, type TPracticeTime } from '@manifest/contracts/plan';
import { cn } from '@manifest/ui/cn';
import { FormControl, FormItem, FormMessage } from '@manifest/ui/form';
import { Moon, Sun, Sunrise, type LucideIcon } from 'lucide-react';

const TIME_DETAILS: Record<TPracticeTime, { icon: LucideIcon; hint: string }> = {
  morning: { icon: Sunrise, hint: 'Start the day with intention' },
  afternoon: { icon: Sun, hint: 'A midday reset and one bold step' },
  evening: { icon: Moon, hint: 'Reflect, celebrate and let go' },
};

type TPracticeTimeOptionsProps = {
  name: string;
  value: TPracticeTime | undefined;
  onChange: (time: TPracticeTime) => void;
  onBlur: () => void;
  /** The id of the text that names the group. */
  labelledBy: string;
  size?: 'large' | 'compact';
};

/** Morning, afternoon or evening as a radio group of cards (arrow keys move between them). */
export function PracticeTimeOptions({
  name,
  value,
  onChange,
  onBlur,
  labelledBy,
  size = 'large',
}: TPracticeTimeOptionsProps) {
  return (
    <FormItem>
      <FormControl>
        <div
          role="radiogroup"
          aria-labelledby={labelledBy}
          className={cn('grid gap-2.5', size === 'large' ? 'sm:grid-cols-3' : 'grid-cols-3')}
        >
          {PRACTICE_TIMES.map((time) => {
            const { icon: Icon, hint } = TIME_DETAILS[time];
            const isChosen = value === time;
            return (
              <label
                key={time}
                className={cn(
                  'relative flex cursor-pointer rounded-xl border transition-all has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
                  size === 'large'
                    ? 'items-center gap-3 p-4 sm:flex-col sm:items-start sm:gap-3'
                    : 'flex-col items-center gap-1.5 px-2 py-3 text-center',
                  isChosen
                    ? 'border-primary bg-secondary/70 shadow-sm ring-1 ring-primary dark:bg-secondary/20'
                    : 'border-border bg-card hover:border-primary/40 hover:bg-muted/60',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={time}
                  checked={isChosen}
                  onChange={() => onChange(time)}
                  onBlur={onBlur}
                  // Over the whole card, invisible: a tap anywhere on it is a tap on the radio.
                  className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                />
                <span
                  className={cn(
                    'flex shrink-0 items-center justify-center rounded-full',
                    size === 'large' ? 'size-10' : 'size-8',
                    isChosen
                      ? 'bg-linear-to-br from-violet-600 to-indigo-600 text-white'
                      : 'bg-muted text-muted-foreground',
                  )}
                >
                  <Icon className={size === 'large' ? 'size-5' : 'size-4'} aria-hidden="true" />
                </span>
                <span className="grid gap-0.5">
                  <span className="text-sm font-semibold text-foreground">
                    {PRACTICE_TIME_LABELS[time]}
                  </span>
                  {size === 'large' && (
                    <span className="text-sm text-muted-foreground">{hint}</span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </FormControl>
      <FormMessage />
    </FormItem>
  );
}
