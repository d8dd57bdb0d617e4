import { cn } from '@manifest/ui/cn';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';

/** Largest cell, so a year on a wide screen stays a calendar and not a wall. */
const MAX_CELL_REM = 1.25;
const WEEKDAY_LABELS = ['', 'Mon', '', 'Wed', '', 'Fri', ''] as const;
const MONTH_LABEL_SPAN = 3;

type THeatMapColumnsProps = Omit<ComponentProps<'div'>, 'children' | 'style'> & {
  weekCount: number;
  monthLabels: ReadonlyArray<{ week: number; label: string }>;
  children: ReactNode;
};

/**
 * The heat map's geometry: month names over the weeks, weekday names beside
 * them, and one column per week filling the width with square cells. The heat
 * map and its skeleton both use it, so they are the same size.
 */
export function HeatMapColumns({
  weekCount,
  monthLabels,
  children,
  className,
  ...props
}: THeatMapColumnsProps) {
  const columns: CSSProperties = {
    gridTemplateColumns: `repeat(${weekCount}, minmax(0, 1fr))`,
    maxWidth: `${weekCount * MAX_CELL_REM}rem`,
  };
  return (
    <div className="grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-1 gap-y-1.5 text-[10px] leading-none text-muted-foreground sm:grid-cols-[1.75rem_minmax(0,1fr)] sm:text-xs">
      <span aria-hidden="true" />
      <div aria-hidden="true" className="grid h-3 sm:h-4" style={columns}>
        {monthLabels.map(({ week, label }) => (
          <span
            key={`${week}-${label}`}
            className="whitespace-nowrap"
            style={{ gridColumn: `${week + 1} / span ${MONTH_LABEL_SPAN}` }}
          >
            {label}
          </span>
        ))}
      </div>
      <div aria-hidden="true" className="grid grid-rows-7">
        {WEEKDAY_LABELS.map((label, index) => (
          <span key={index} className="flex items-center">
            {label}
          </span>
        ))}
      </div>
      <div className={cn('grid gap-[2px] sm:gap-[3px]', className)} style={columns} {...props}>
        {children}
      </div>
    </div>
  );
}

/** The seven square slots of one week (a week column). */
export const WEEK_COLUMN_CLASS = 'flex flex-col gap-[2px] sm:gap-[3px]';
export const CELL_CLASS = 'aspect-square w-full rounded-[2px] sm:rounded-[3px]';
