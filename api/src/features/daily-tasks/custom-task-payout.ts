/**
 * A custom task pays its own points (1-100, the user's choice). Since anyone
 * can create as many 100-point tasks as they like, at most this many
 * custom-task completions pay per local day; later ones are still recorded
 * (completed, in the track record) but pay 0. Built-in tasks are bounded by
 * the general daily task cap in domain/points-rules.ts.
 */
export const CUSTOM_TASKS_PAID_PER_DAY = 3;

/** Points a custom-task completion offers, given how many custom tasks were already completed today. */
export function customTaskPayout(taskPoints: number, customCompletionsBefore: number): number {
  return customCompletionsBefore >= CUSTOM_TASKS_PAID_PER_DAY ? 0 : taskPoints;
}
