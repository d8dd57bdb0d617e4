import type { ComponentProps } from 'react';

import { cn } from './cn';

/** A placeholder block with the size of what is loading, so nothing jumps when data arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
