import type { ComponentProps } from 'react';

import { cn } from '@manifest/ui/cn';

type TReminderSwitchProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'role'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: the browser's own checkbox with the switch role (its keyboard,
 * label and form value), drawn as a track with a thumb, like the UI kit's Checkbox.
 * Here rather than in packages/ui while only this panel uses it: every light part of
 * the kit is provided by the shell, at a cost on every page's first load.
 */
export function ReminderSwitch({ className, onCheckedChange, ...props }: TReminderSwitchProps) {
  return (
    <span data-slot="switch" className="relative inline-grid h-6 w-11 shrink-0">
      <input
        type="checkbox"
        role="switch"
        className={cn(
          'peer col-start-1 row-start-1 h-6 w-11 cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input shadow-xs transition-colors outline-none checked:bg-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 m-0.5 size-5 rounded-full bg-background shadow-sm ring-0 transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
      />
    </span>
  );
}
