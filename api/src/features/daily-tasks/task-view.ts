import type { TDailyTask } from '@manifest/contracts/daily-tasks';
import type { BuiltInTask } from './built-in-tasks';
import { customTaskPoints } from './custom-task-payout';
import type { CustomTaskRow } from './daily-tasks-repository';

/**
 * A built-in or custom task as the page shows it, with today's completion if any. A
 * custom task shows what it pays, so the page's "Points Earned" agrees with the ledger.
 */
export function toTaskView(
  task: BuiltInTask | CustomTaskRow,
  isCustom: boolean,
  completedAt: Date | undefined,
): TDailyTask {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    category: task.category,
    duration: task.duration,
    difficulty: task.difficulty,
    points: isCustom ? customTaskPoints(task.points) : task.points,
    completed: completedAt !== undefined,
    completedAt: completedAt?.toISOString() ?? null,
    isCustom,
    goalId: 'goal_id' in task ? task.goal_id : null,
    goalTitle: 'goal_id' in task && task.goal_id ? (task.goal_title ?? null) : null,
  };
}
