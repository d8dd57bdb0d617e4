import type { TDailyTask } from '@manifest/contracts/daily-tasks';

export type TDailyProgress = {
  completedCount: number;
  totalCount: number;
  /** Whole percent of tasks completed today; 0 with no tasks. */
  percent: number;
  /** The points of today's completed tasks, as the list reports them. */
  pointsEarned: number;
};

/** The figures of the Daily Progress and Points Earned cards. */
export function dailyProgress(tasks: readonly TDailyTask[]): TDailyProgress {
  const completed = tasks.filter((task) => task.completed);
  const totalCount = tasks.length;
  return {
    completedCount: completed.length,
    totalCount,
    percent: totalCount === 0 ? 0 : Math.round((completed.length / totalCount) * 100),
    pointsEarned: completed.reduce((sum, task) => sum + task.points, 0),
  };
}
