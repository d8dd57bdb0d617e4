import type { ReactNode } from 'react';

import { Card } from './card';
import { cn } from './cn';
import { Skeleton } from './skeleton';
import { TONE_CHIP_CLASSES, ToneIcon, type TTone } from './tone-icon';

type TStatCardProps = {
  /** What it counts; the card's heading. */
  label: string;
  icon: ReactNode;
  tone: TTone;
  value: ReactNode;
  /** A small word after the figure: '%', 'min', 'days'. */
  unit?: string;
  /** One or two short lines under the figure. */
  footer?: ReactNode;
  /** A soft glow of the tone behind the icon (the dashboard's figures). */
  hasGlow?: boolean;
  className?: string;
};

// Every slot has a fixed height, shared with the skeleton, so the grid never moves when data arrives.
const FRAME = 'flex h-full flex-col gap-2 p-4 sm:p-5';
const HEAD = 'flex min-h-9 items-center justify-between gap-2';
const VALUE = 'h-9 text-3xl leading-9 font-bold tracking-tight tabular-nums';
const FOOTER = 'min-h-10 text-xs leading-5 text-muted-foreground';
const LABEL = 'text-sm leading-tight font-medium text-muted-foreground';

/** One figure of a page's summary row: what it counts, the number, and a line of context. */
export function StatCard({
  label,
  icon,
  tone,
  value,
  unit,
  footer,
  hasGlow = false,
  className,
}: TStatCardProps) {
  return (
    <Card className={cn(hasGlow && 'relative overflow-hidden', className)}>
      {hasGlow ? (
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute -top-10 -right-10 size-28 rounded-full opacity-60 blur-2xl',
            TONE_CHIP_CLASSES[tone],
          )}
        />
      ) : null}
      <div className={cn(FRAME, hasGlow && 'relative')}>
        <div className={HEAD}>
          <h3 className={LABEL}>{label}</h3>
          <ToneIcon tone={tone} size="sm">
            {icon}
          </ToneIcon>
        </div>
        <p className={VALUE}>
          {value}
          {unit ? (
            <span className="ml-0.5 text-base font-semibold text-muted-foreground">{unit}</span>
          ) : null}
        </p>
        <div className={FOOTER}>{footer}</div>
      </div>
    </Card>
  );
}

type TStatCardSkeletonProps = {
  label: string;
  /** How many lines of footer the loaded card will have. */
  footerLines?: 1 | 2;
  className?: string;
};

/** The stat card's frame while its figure loads: the same slots, the same size. */
export function StatCardSkeleton({ label, footerLines = 2, className }: TStatCardSkeletonProps) {
  return (
    <Card aria-busy="true" className={className}>
      <div className={FRAME}>
        <div className={HEAD}>
          <h3 className={LABEL}>{label}</h3>
          <Skeleton className="size-9 rounded-xl" />
        </div>
        <div className="flex h-9 items-center">
          <Skeleton className="h-8 w-20" />
        </div>
        <div className={cn(FOOTER, 'flex flex-col justify-center gap-1.5')}>
          <Skeleton className="h-3 w-4/5" />
          {footerLines === 2 ? <Skeleton className="h-3 w-1/2" /> : null}
        </div>
      </div>
    </Card>
  );
}
