import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type TCountdownStatus = 'idle' | 'running' | 'paused' | 'done';

/**
 * A countdown over `totalSeconds` that ticks once a second while running
 * (a timer, so Playwright's clock can drive it). `onDone` runs once at zero.
 * `startRunning`: running from the first render, not after `start()`.
 */
export function useCountdown(
  totalSeconds: number,
  onDone?: () => void,
  { startRunning = false }: { startRunning?: boolean } = {},
) {
  const [remaining, setRemaining] = useState(totalSeconds);
  const [status, setStatus] = useState<TCountdownStatus>(startRunning ? 'running' : 'idle');
  // The interval reads and writes the figure without re-subscribing every second.
  const remainingNow = useRef(totalSeconds);
  const onDoneNow = useRef(onDone);
  useEffect(() => {
    onDoneNow.current = onDone;
  });

  // Set in the commit that shows the countdown running, before the browser runs anything
  // else: no click or clock tick can find it running without its timer.
  useLayoutEffect(() => {
    if (status !== 'running') return undefined;
    const timer = window.setInterval(() => {
      const next = Math.max(0, remainingNow.current - 1);
      remainingNow.current = next;
      setRemaining(next);
      if (next === 0) {
        setStatus('done');
        onDoneNow.current?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [status]);

  const reset = useCallback(
    (seconds = totalSeconds) => {
      remainingNow.current = seconds;
      setRemaining(seconds);
      setStatus('idle');
    },
    [totalSeconds],
  );

  return {
    remaining,
    status,
    start: useCallback(() => setStatus('running'), []),
    pause: useCallback(() => setStatus((now) => (now === 'running' ? 'paused' : now)), []),
    resume: useCallback(() => setStatus((now) => (now === 'paused' ? 'running' : now)), []),
    reset,
  };
}
