import { useGoals } from '@manifest/api-client/calls/goals';
import { EmptyState, ErrorState, LoadingState } from '@manifest/ui/page-states';
import { Mountain } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import { AddGoalForm } from './add-goal-form';

const GoalProgressList = lazy(
  () => import(/* webpackChunkName: "goal-progress-cards" */ './goal-progress-list'),
);

/**
 * "Move your goals": every goal (the manifestation goal too) with its progress,
 * milestones, daily tasks and "Mark achieved"; achieved goals after the active ones.
 */
export function GoalsProgressSection() {
  const goals = useGoals();

  return (
    <section aria-labelledby="move-goals-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="move-goals-heading" className="text-xl font-semibold">
          Move your goals
        </h2>
        <p className="text-sm text-muted-foreground">
          Slide your estimate, check off milestones, or add a daily task that counts toward a goal.
          Mark it achieved when it is real.
        </p>
      </div>
      <AddGoalForm />
      {goals.isPending ? (
        <LoadingState label="Loading your goals..." />
      ) : goals.isError ? (
        <ErrorState
          error={goals.error}
          title="Failed to fetch goals"
          description="Your goals could not be loaded. Check your connection and try again."
          onRetry={() => void goals.refetch()}
          isRetrying={goals.isFetching}
        />
      ) : goals.data.length === 0 ? (
        <EmptyState
          icon={<Mountain />}
          title="No goals to move yet"
          description="Add one above, or turn something on your vision board into a goal."
          action={
            <Link
              to="/vision-board"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Open your vision board
            </Link>
          }
        />
      ) : (
        <Suspense fallback={<LoadingState label="Loading your goals..." />}>
          <GoalProgressList goals={goals.data} />
        </Suspense>
      )}
    </section>
  );
}
