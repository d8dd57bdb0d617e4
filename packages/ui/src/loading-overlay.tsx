import type { ComponentProps } from 'react';

import { cn } from './cn';
import { Spinner } from './spinner';

export const LOADING_TEXT = 'Loading...';

export type TLoadingOverlayProps = ComponentProps<'div'> & {
  text?: string;
};

/** The full-screen 'Loading...' overlay shown while auth or a page is loading. */
export function LoadingOverlay({ className, text = LOADING_TEXT, ...props }: TLoadingOverlayProps) {
  return (
    <div
      data-slot="loading-overlay"
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/90 backdrop-blur-sm',
        className,
      )}
      {...props}
    >
      <Spinner size="lg" label="" />
      <p className="text-lg font-medium text-foreground">{text}</p>
    </div>
  );
}
