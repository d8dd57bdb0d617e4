import type { ComponentProps } from 'react';

import { cn } from './cn';

type TFilterChipProps = Omit<ComponentProps<'button'>, 'type' | 'aria-pressed'> & {
  /** The filter in force: announced as pressed, drawn filled. */
  isPressed: boolean;
};

/**
 * One choice of a filter row (a category, a type): a toggle button, pressed while its
 * filter is in force. The row around it names the group (`role="group"`, a label).
 */
export function FilterChip({ isPressed, className, ...props }: TFilterChipProps) {
  return (
    <button
      type="button"
      data-slot="filter-chip"
      aria-pressed={isPressed}
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50',
        isPressed
          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
          : 'border-border bg-card text-foreground hover:border-primary/40 hover:bg-secondary',
        className,
      )}
      {...props}
    />
  );
}
