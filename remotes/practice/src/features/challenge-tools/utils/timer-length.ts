/** Spec 001 section 9: the dialog timer runs 30 minutes unless the estimate names a number. */
export const DEFAULT_TIMER_MINUTES = 30;

/** The timer's seconds: the first number in the time estimate ('45 minutes' → 45), in minutes. */
export function timerSeconds(timeEstimate: string): number {
  const first = /\d+/.exec(timeEstimate);
  const minutes = first ? Number(first[0]) : DEFAULT_TIMER_MINUTES;
  return (minutes > 0 ? minutes : DEFAULT_TIMER_MINUTES) * 60;
}
