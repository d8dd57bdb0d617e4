import { CheckIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from './cn';

type TCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn in the theme: the browser's own control (its role, keyboard,
 * form value and label), with the check mark on top. The sign-in page no longer loads
 * Radix's checkbox and the parts it needs (7 KB gzipped, with the native label).
 */
export function Checkbox({ className, onCheckedChange, ...props }: TCheckboxProps) {
  return (
    <span data-slot="checkbox" className="peer relative inline-grid size-4 shrink-0">
      <input
        type="checkbox"
        className={cn(
          'peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded-sm border border-input bg-card shadow-xs outline-none checked:border-primary checked:bg-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <CheckIcon
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
      />
    </span>
  );
}
