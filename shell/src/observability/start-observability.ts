import type { RootOptions } from 'react-dom/client';

/** An error as it was caught, before the reporter (loaded later) words and sends it. */
export type TCaughtError = {
  kind: 'error' | 'unhandledrejection' | 'boundary';
  message: string;
  /** Where to look for the file that threw (a stack, or the event's file name). */
  stack: string | undefined;
  /** The remote whose error boundary caught it, when one did. */
  remote?: string;
};

/** Errors kept while the reporter is not loaded yet. */
const MAX_WAITING_ERRORS = 20;

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
const stackOf = (error: unknown): string | undefined =>
  error instanceof Error ? error.stack : undefined;

/** After the page has loaded and the browser is idle: nothing here competes with the first paint. */
function whenPageIsIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Real-user monitoring (issue 16): uncaught errors and rejections from now on,
 * and the crashes error boundaries catch (with the remote's name) through the
 * root options this answers. The reporter and web-vitals are loaded once the
 * page is idle, in chunks of their own, so a first visit downloads neither
 * before it is shown.
 */
export function startObservability(): Pick<RootOptions, 'onCaughtError'> {
  const waiting: TCaughtError[] = [];
  let report = (error: TCaughtError) => {
    if (waiting.length < MAX_WAITING_ERRORS) waiting.push(error);
  };
  window.addEventListener('error', (event) => {
    report({
      kind: 'error',
      message: event.error instanceof Error ? messageOf(event.error) : event.message,
      stack: stackOf(event.error) ?? event.filename,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    report({
      kind: 'unhandledrejection',
      message: messageOf(event.reason),
      stack: stackOf(event.reason),
    });
  });
  whenPageIsIdle(() => {
    void import('./client-reporter').then(({ startClientReporter }) => {
      report = startClientReporter();
      for (const error of waiting.splice(0)) report(error);
    });
  });
  return {
    onCaughtError(error, { errorBoundary }) {
      const props = errorBoundary?.props as { remote?: unknown } | undefined;
      report({
        kind: 'boundary',
        message: messageOf(error),
        stack: stackOf(error),
        remote: typeof props?.remote === 'string' ? props.remote : 'shell',
      });
    },
  };
}
