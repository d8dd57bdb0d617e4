import type { TDailyTask } from '@manifest/contracts/daily-tasks';

let lastId = 0;

/** A daily task as GET /api/daily-tasks answers it, with the fields a test cares about. */
export const aTask = (overrides: Partial<TDailyTask> = {}): TDailyTask => ({
  id: `task-${++lastId}`,
  title: 'A task',
  description: null,
  category: 'anytime',
  duration: 10,
  difficulty: 'easy',
  points: 10,
  completed: false,
  completedAt: null,
  isCustom: false,
  goalId: null,
  goalTitle: null,
  ...overrides,
});
