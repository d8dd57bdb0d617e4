import type { TGoal } from '@manifest/contracts/goals';

export type TTotalProgress = { completed: number; total: number; percent: number };

/** Spec 000 section 9: completed goals ÷ all goals as a rounded percent, 0 with no goals. */
export function totalProgress(goals: ReadonlyArray<Pick<TGoal, 'isCompleted'>>): TTotalProgress {
  const total = goals.length;
  const completed = goals.filter((goal) => goal.isCompleted).length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return { completed, total, percent };
}
