import { CUSTOM_TASKS_PAID_PER_DAY } from '../../domain/points-rules';

/**
 * Points a custom-task completion offers, given how many custom tasks were
 * already completed today: later ones are still recorded (completed, in the
 * track record) but pay 0. Built-in tasks are bounded by TASKS_PAID_PER_DAY.
 */
export function customTaskPayout(taskPoints: number, customCompletionsBefore: number): number {
  return customCompletionsBefore >= CUSTOM_TASKS_PAID_PER_DAY ? 0 : taskPoints;
}
