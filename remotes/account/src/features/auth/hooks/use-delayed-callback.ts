import { useEffect, useRef } from 'react';

/** Runs `callback` once, `delayMs` after mount; leaving the screen first cancels it. */
export function useDelayedCallback(callback: () => void, delayMs: number): void {
  // The latest callback, so a re-render neither restarts the countdown nor runs a stale one.
  const callbackRef = useRef(callback);
  useEffect(() => {
    callbackRef.current = callback;
  });

  useEffect(() => {
    const timer = setTimeout(() => callbackRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
}
