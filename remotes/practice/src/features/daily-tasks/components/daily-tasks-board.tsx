import { Button } from '@manifest/ui/button';
import { EmptyState, ErrorState } from '@manifest/ui/page-states';
import { ListTodo, Plus } from 'lucide-react';

import { useDailyTasks } from '../api/get-daily-tasks';
import { DailySummaryCards, DailySummaryCardsSkeleton } from './daily-summary-cards';
import { TaskGroups } from './task-groups';
import { BoardLoading } from '../../../components/board-loading';

/** The summary cards and the grouped tasks, with their loading, error and empty states. */
export function DailyTasksBoard({ onAddTask }: { onAddTask: () => void }) {
  const tasks = useDailyTasks();

  if (tasks.isPending) {
    return (
      <BoardLoading label="Loading your daily tasks..." figures={<DailySummaryCardsSkeleton />} />
    );
  }

  if (tasks.isError) {
    return (
      <ErrorState
        error={tasks.error}
        title="We couldn't load your daily tasks"
        description="Your tasks did not arrive. Check your connection and try again."
        isRetrying={tasks.isFetching}
        onRetry={() => void tasks.refetch()}
      />
    );
  }

  return (
    <div className="space-y-8">
      <DailySummaryCards tasks={tasks.data} />
      {tasks.data.length === 0 ? (
        <EmptyState
          icon={<ListTodo />}
          title="No Tasks Yet"
          description="Create a daily practice of your own to start earning manifestation points."
          action={
            <Button onClick={onAddTask}>
              <Plus aria-hidden="true" />
              Add Your First Task
            </Button>
          }
        />
      ) : (
        <TaskGroups tasks={tasks.data} />
      )}
    </div>
  );
}
