type TSchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer
 * input in between (web.dev, "Optimize long tasks"). scheduler.yield() resumes ahead of
 * other queued work; where it is missing a zero timeout does the same, later.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: TSchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
