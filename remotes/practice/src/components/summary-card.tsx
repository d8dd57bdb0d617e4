import { Card } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
import { Skeleton } from '@manifest/ui/skeleton';
import type { ReactNode } from 'react';

export type TSummaryTone = 'primary' | 'success' | 'accent';

const TONE_CLASSES: Record<TSummaryTone, string> = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  accent: 'bg-accent text-accent-foreground',
};

// Fixed slot heights, shared with the skeleton, so nothing moves when the figures arrive.
const FRAME = 'flex h-full flex-col gap-2 p-4 sm:p-5';
const HEAD = 'flex min-h-9 items-center justify-between gap-2';
const VALUE = 'h-9 text-3xl leading-9 font-bold tracking-tight tabular-nums';
const FOOTER = 'min-h-10 text-xs leading-5 text-muted-foreground';

type TSummaryCardProps = {
  label: string;
  icon: ReactNode;
  tone: TSummaryTone;
  value: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/** A figure above a practice page: what it is, the figure, a line of context. */
export function SummaryCard({ label, icon, tone, value, footer, className }: TSummaryCardProps) {
  return (
    <Card className={className}>
      <div className={FRAME}>
        <div className={HEAD}>
          <h3 className="text-sm leading-tight font-medium text-muted-foreground">{label}</h3>
          <span
            aria-hidden="true"
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5',
              TONE_CLASSES[tone],
            )}
          >
            {icon}
          </span>
        </div>
        <div className={VALUE}>{value}</div>
        <div className={FOOTER}>{footer}</div>
      </div>
    </Card>
  );
}

/** The summary card's frame while the figures load. */
export function SummaryCardSkeleton({ label, className }: { label: string; className?: string }) {
  return (
    <Card aria-busy="true" className={className}>
      <div className={FRAME}>
        <div className={HEAD}>
          <h3 className="text-sm leading-tight font-medium text-muted-foreground">{label}</h3>
          <Skeleton className="size-9 rounded-xl" />
        </div>
        <div className="flex h-9 items-center">
          <Skeleton className="h-8 w-20" />
        </div>
        <div className={cn(FOOTER, 'flex items-center')}>
          <Skeleton className="h-3 w-4/5" />
        </div>
      </div>
    </Card>
  );
}
