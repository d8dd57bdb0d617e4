import {
  isTrialEndedError,
  PAYMENT_REQUIRED_PATH,
  TRIAL_ENDED_MESSAGE,
  TRIAL_EXPIRED_TITLE,
} from '@manifest/contracts/trial';
import { CircleAlertIcon, LockKeyholeIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { Button } from './button';
import { cn } from './cn';
import { Spinner } from './spinner';

type TStateProps = Omit<ComponentProps<'div'>, 'title'>;

/** A page or panel still loading: a spinner and the words a screen reader reads. */
export function LoadingState({ label, className, ...props }: TStateProps & { label: string }) {
  return (
    <div
      data-slot="loading-state"
      className={cn('flex flex-col items-center justify-center gap-3 py-12 text-center', className)}
      {...props}
    >
      <Spinner size="lg" label="" />
      <p role="status" className="text-sm text-muted-foreground">
        {label}
      </p>
    </div>
  );
}

/** Nothing to show yet: what it means and the one thing to do about it. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  ...props
}: TStateProps & {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}

/**
 * A trial that ended unpaid (the API's 402): not a failure to retry. The shell's trial
 * flow takes the person to payment moments later; the way there is also offered here.
 */
export function TrialEndedState({ className, ...props }: TStateProps) {
  return (
    <div
      data-slot="trial-ended-state"
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-border bg-muted/40 px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <LockKeyholeIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{TRIAL_EXPIRED_TITLE}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{TRIAL_ENDED_MESSAGE}</p>
      <Button asChild>
        <a href={PAYMENT_REQUIRED_PATH}>Complete Payment</a>
      </Button>
    </div>
  );
}

/**
 * A call that failed: what could not be loaded, and Retry. Given the failed calls'
 * `error`s, an ended trial (402) shows as such, never as a connection problem.
 */
export function ErrorState({
  title,
  description,
  onRetry,
  isRetrying = false,
  error,
  className,
  ...props
}: TStateProps & {
  title: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The error(s) of the failed call(s), e.g. a query's `error`. */
  error?: unknown;
}) {
  const errors: unknown[] = Array.isArray(error) ? error : [error];
  if (errors.some(isTrialEndedError)) return <TrialEndedState className={className} />;
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <CircleAlertIcon aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? <Spinner size="sm" label="" /> : null}
          Retry
        </Button>
      ) : null}
    </div>
  );
}
