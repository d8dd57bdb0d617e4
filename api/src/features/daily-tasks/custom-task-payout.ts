import { CUSTOM_TASKS_PAID_PER_DAY, DAILY_TASK_POINTS } from '../../domain/points-rules';

/**
 * What a custom task is worth: the points its creator chose, but never more than
 * DAILY_TASK_POINTS (the creator is the client, whose amounts are not trusted).
 */
export function customTaskPoints(taskPoints: number): number {
  return Math.min(taskPoints, DAILY_TASK_POINTS);
}

/**
 * Points a custom-task completion offers, given how many custom tasks were already
 * completed today: beyond CUSTOM_TASKS_PAID_PER_DAY completions it is still recorded
 * (completed, in the track record) but pays 0. Built-in tasks are bounded by
 * TASKS_PAID_PER_DAY.
 */
export function customTaskPayout(taskPoints: number, customCompletionsBefore: number): number {
  if (customCompletionsBefore >= CUSTOM_TASKS_PAID_PER_DAY) return 0;
  return customTaskPoints(taskPoints);
}
