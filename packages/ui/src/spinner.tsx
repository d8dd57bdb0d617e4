import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from './cn';

export const spinnerVariants = cva('animate-spin text-primary', {
  variants: {
    size: {
      sm: 'size-4',
      default: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: {
    size: 'default',
  },
});

export type TSpinnerProps = Omit<ComponentProps<'svg'>, 'ref'> &
  VariantProps<typeof spinnerVariants> & {
    /** Read by screen readers; pass an empty string when visible text already says it. */
    label?: string;
  };

export function Spinner({ className, size, label = 'Loading', ...props }: TSpinnerProps) {
  return (
    <LoaderCircleIcon
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  );
}
