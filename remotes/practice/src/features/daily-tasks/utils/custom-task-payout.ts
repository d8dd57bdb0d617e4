import { counted, noun } from '@manifest/contracts/counted';
import { CUSTOM_TASK_MAX_POINTS, CUSTOM_TASKS_PAID_PER_DAY } from '@manifest/contracts/daily-tasks';

// What the server pays for a custom task. The client never decides an amount;
// this only lets the form say it before the user saves.

/** The points a custom task offering `points` really pays per completion. */
export function customTaskPays(points: number): number {
  return Math.min(points, CUSTOM_TASK_MAX_POINTS);
}

/** The line under the Points field: the cap, and what this entry will pay when it is above it. */
export function customTaskPayoutNote(points: number): string {
  const rule = `Custom tasks pay at most ${CUSTOM_TASK_MAX_POINTS} points each, for the first ${CUSTOM_TASKS_PAID_PER_DAY} you complete each day.`;
  if (!Number.isFinite(points) || points <= CUSTOM_TASK_MAX_POINTS) return rule;
  return `This task will pay ${counted(customTaskPays(points), noun('point'))}. ${rule}`;
}
