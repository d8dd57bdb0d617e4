import {
  TASK_CATEGORIES,
  type TDailyTask,
  type TTaskCategory,
} from '@manifest/contracts/daily-tasks';

export const CATEGORY_LABELS: Record<TTaskCategory, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  anytime: 'Anytime',
};

export type TTaskGroup = { category: TTaskCategory; label: string; tasks: TDailyTask[] };

/** Tasks under Morning, Afternoon, Evening and Anytime, in that order; empty groups are left out. */
export function groupTasksByCategory(tasks: readonly TDailyTask[]): TTaskGroup[] {
  return TASK_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    tasks: tasks.filter((task) => task.category === category),
  })).filter((group) => group.tasks.length > 0);
}
