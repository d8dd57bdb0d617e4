import type { TGoal } from '@manifest/contracts/goals';

import { useDailyTasks } from '../api/get-daily-tasks';
import { activeFirst, tasksOfGoal } from '../utils/goal-progress-text';
import { GoalProgressCard } from './goal-progress-card';

/**
 * The goals' cards, active ones first. Its own chunk (the slider, milestones and
 * tasks), loaded once there is a goal to show: a page without goals never pays for it.
 */
export default function GoalProgressList({ goals }: { goals: ReadonlyArray<TGoal> }) {
  // The cards draw without it; each goal's tasks appear when it arrives.
  const tasks = useDailyTasks();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {activeFirst(goals).map((goal) => (
        <GoalProgressCard
          key={goal.id}
          goal={goal}
          tasks={tasks.data ? tasksOfGoal(tasks.data, goal.id) : undefined}
        />
      ))}
    </div>
  );
}
