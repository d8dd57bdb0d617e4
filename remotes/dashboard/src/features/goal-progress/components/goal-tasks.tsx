import type { TDailyTask } from '@manifest/contracts/daily-tasks';
import { Button } from '@manifest/ui/button';
import { CheckCircle2, Circle, ListPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';

import { TASK_STEP_NOTE } from '../utils/goal-progress-text';

// The form (a dialog and a select) loads when it is asked for.
const AddGoalTaskDialog = lazy(
  () => import(/* webpackChunkName: "add-goal-task-dialog" */ './add-goal-task-dialog'),
);

/** The daily tasks made for a goal, whether each is done today, and a way to add one. */
export function GoalTasks({
  goalId,
  goalTitle,
  tasks,
  isAchieved,
}: {
  goalId: string;
  goalTitle: string;
  /** Undefined while the task list loads or when it could not be loaded. */
  tasks: ReadonlyArray<TDailyTask> | undefined;
  isAchieved: boolean;
}) {
  const headingId = `goal-tasks-${goalId}`;
  const [isAdding, setIsAdding] = useState(false);
  if (isAchieved && (!tasks || tasks.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold">
        Daily tasks for this goal
      </h4>
      {tasks && tasks.length > 0 ? (
        <ul className="space-y-1">
          {tasks.map((task) => (
            <li key={task.id} className="flex items-center gap-2 text-sm">
              {task.completed ? (
                <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              )}
              <span className="min-w-0 flex-1 wrap-anywhere">{task.title}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {task.completed ? 'Done today' : 'Not yet today'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {isAchieved ? null : (
        <div className="space-y-2">
          <p className="text-xs text-muted-foreground">{TASK_STEP_NOTE}</p>
          <Button
            variant="outline"
            size="sm"
            className="w-full sm:w-auto"
            aria-haspopup="dialog"
            onClick={() => setIsAdding(true)}
          >
            <ListPlus aria-hidden="true" />
            Add a daily task for this goal
          </Button>
          {isAdding ? (
            <Suspense fallback={null}>
              <AddGoalTaskDialog
                goalId={goalId}
                goalTitle={goalTitle}
                onClose={() => setIsAdding(false)}
              />
            </Suspense>
          ) : null}
        </div>
      )}
      {tasks && tasks.length > 0 ? (
        <Link
          to="/daily-tasks"
          className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Go to your daily tasks
        </Link>
      ) : null}
    </section>
  );
}
