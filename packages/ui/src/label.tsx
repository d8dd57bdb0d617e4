import type { ComponentProps } from 'react';

import { cn } from './cn';

/**
 * A form label. The browser's own `<label>`: Radix's adds only a guard against selecting
 * text on a double click, which `select-none` does here.
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        // A disabled control just before the label, or one inside the element before it.
        'text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70 peer-has-disabled:cursor-not-allowed peer-has-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
