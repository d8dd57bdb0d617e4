import { AFFIRMATION_CATEGORIES, type TAffirmationCategory } from '@manifest/contracts/catalogue';
import { PLAN_AREA_LABELS } from '@manifest/contracts/plan';
import { cn } from '@manifest/ui/cn';
import { FormControl, FormItem, FormMessage } from '@manifest/ui/form';
import {
  Check,
  Compass,
  Gem,
  HeartHandshake,
  Leaf,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

import { toggleArea } from '../utils/plan-form';

const AREA_ICONS: Record<TAffirmationCategory, LucideIcon> = {
  wealth: Gem,
  love: HeartHandshake,
  health: Leaf,
  confidence: ShieldCheck,
  purpose: Compass,
  spiritual: Sparkles,
};

/** Each area's own tint for its icon, readable in both colour schemes. */
const AREA_TINTS: Record<TAffirmationCategory, string> = {
  wealth: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  love: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  health: 'bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-200',
  confidence: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  purpose: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  spiritual: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
};

type TAreaOptionsProps = {
  value: readonly TAffirmationCategory[];
  onChange: (areas: TAffirmationCategory[]) => void;
  onBlur: () => void;
  /** The id of the text that names the group (a step's heading, a field's label). */
  labelledBy: string;
  /** Larger tiles for the first run; a compact row of chips in settings. */
  size?: 'large' | 'compact';
};

/**
 * The six life areas as toggle chips (`aria-pressed`), in a group named by `labelledBy`;
 * inside a FormField, so its message sits below it. The first chosen leads the plan.
 */
export function AreaOptions({
  value,
  onChange,
  onBlur,
  labelledBy,
  size = 'large',
}: TAreaOptionsProps) {
  const lead = value[0];
  return (
    <FormItem className="gap-3">
      <FormControl>
        <div
          role="group"
          aria-labelledby={labelledBy}
          className={cn(
            'grid gap-2.5',
            size === 'large' ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-1 min-[420px]:grid-cols-2',
          )}
        >
          {AFFIRMATION_CATEGORIES.map((area) => {
            const Icon = AREA_ICONS[area];
            const isChosen = value.includes(area);
            return (
              <button
                key={area}
                type="button"
                aria-pressed={isChosen}
                onClick={() => onChange(toggleArea(value, area))}
                onBlur={onBlur}
                className={cn(
                  'group relative flex items-center gap-3 rounded-xl border text-left text-sm font-medium transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  size === 'large'
                    ? 'min-h-24 flex-col items-start p-3.5 sm:p-4'
                    : 'min-h-12 px-3 py-2',
                  isChosen
                    ? 'border-primary bg-secondary/70 text-foreground shadow-sm ring-1 ring-primary dark:bg-secondary/20'
                    : 'border-border bg-card text-foreground hover:border-primary/40 hover:bg-muted/60',
                )}
              >
                <span
                  className={cn(
                    'flex shrink-0 items-center justify-center rounded-lg',
                    size === 'large' ? 'size-9' : 'size-7',
                    AREA_TINTS[area],
                  )}
                >
                  <Icon className={size === 'large' ? 'size-5' : 'size-4'} aria-hidden="true" />
                </span>
                <span className="pr-6 leading-snug text-balance">{PLAN_AREA_LABELS[area]}</span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-2.5 right-2.5 flex size-5 items-center justify-center rounded-full border transition-colors',
                    size === 'compact' && 'top-1/2 -translate-y-1/2',
                    isChosen
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-background text-transparent',
                  )}
                >
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              </button>
            );
          })}
        </div>
      </FormControl>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {lead ? (
          <>
            Your plan leads with{' '}
            <span className="font-semibold text-foreground">{PLAN_AREA_LABELS[lead]}</span>.
          </>
        ) : (
          'Nothing chosen yet.'
        )}
      </p>
      <FormMessage />
    </FormItem>
  );
}
