import { cn } from '@manifest/ui/cn';
import { Input } from '@manifest/ui/input';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';

type TPasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ className, ...props }: TPasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  const ToggleIcon = isVisible ? EyeOff : Eye;

  return (
    <div className="relative">
      <Input type={isVisible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        data-testid="password-toggle"
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
        aria-controls={props.id}
        onClick={() => setIsVisible((wasVisible) => !wasVisible)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground transition-colors hover:text-foreground disabled:pointer-events-none"
        disabled={props.disabled}
      >
        <ToggleIcon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
