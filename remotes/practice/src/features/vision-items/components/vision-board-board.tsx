import { useActivities } from '@manifest/api-client/calls/activities';
import { useGoals } from '@manifest/api-client/calls/goals';
import type { TGoal } from '@manifest/contracts/goals';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@manifest/ui/page-states';
import { Skeleton } from '@manifest/ui/skeleton';
import { Eye, Sparkles, Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useVisionItems } from '../api/get-vision-items';
import { averageProgress, totalGoals, visualizationStreak } from '../utils/vision-figures';
import { CategoryBadge } from './category-badge';
import { EditGoalDialog } from './edit-goal-dialog';
import { GoalCard } from './goal-card';
import { ProgressBar } from './progress-bar';
import { QuickAdd } from './quick-add';
import { VisionItemRow } from './vision-item-row';
import { VisionStats } from './vision-stats';

/** What to visualize: a goal (its own script), or vision items. */
export type TVisualizeTarget = { goalTitle?: string; items: ReadonlyArray<string> };

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The figures, quick add, vision items, goals and the 'All Vision Items' grid.
 * `renderVisualization` draws the visualization dialog (its own feature).
 */
export function VisionBoardBoard({
  renderVisualization,
}: {
  renderVisualization: (props: {
    target: TVisualizeTarget | null;
    onClose: () => void;
  }) => ReactNode;
}) {
  const items = useVisionItems();
  const goals = useGoals();
  const activities = useActivities('vision_board');
  const [editing, setEditing] = useState<TGoal | null>(null);
  const [target, setTarget] = useState<TVisualizeTarget | null>(null);
  const open = setTarget;

  if (items.isPending || goals.isPending) {
    return (
      <div className="space-y-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-32" />
          ))}
        </div>
        <LoadingState label="Loading your vision board..." className="py-4" />
      </div>
    );
  }
  if (items.isError || goals.isError) {
    return (
      <ErrorState
        error={[items.error, goals.error]}
        title="We couldn't load your vision board"
        description="It did not arrive. Check your connection and try again."
        isRetrying={items.isFetching || goals.isFetching}
        onRetry={() => {
          void items.refetch();
          void goals.refetch();
        }}
      />
    );
  }

  const itemTitles = items.data.map((item) => item.title);
  const isEmpty = items.data.length === 0 && goals.data.length === 0;

  return (
    <div className="space-y-8">
      <VisionStats
        totalGoals={totalGoals(items.data, goals.data)}
        averageProgress={averageProgress(goals.data)}
        streakDays={visualizationStreak(activities.data ?? [], new Date(), browserZone())}
      />
      <Card className="space-y-4 p-5">
        <QuickAdd />
        {items.data.length > 0 ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold">Your Vision Items</h2>
              <Button variant="secondary" size="sm" onClick={() => open({ items: itemTitles })}>
                <Sparkles aria-hidden="true" />
                Visualize All
              </Button>
            </div>
            <ul className="grid gap-2" aria-label="Vision items">
              {items.data.map((item) => (
                <VisionItemRow
                  key={item.id}
                  item={item}
                  onVisualize={() => open({ items: [item.title] })}
                />
              ))}
            </ul>
          </>
        ) : null}
      </Card>
      {isEmpty ? (
        <EmptyState
          icon={<Sparkles />}
          title="Start Your Vision Board"
          description="Add the first thing you want to create in your life. Seeing it every day keeps it close."
        />
      ) : null}
      {goals.data.length > 0 ? (
        <section aria-labelledby="goals-heading" className="space-y-3">
          <h2 id="goals-heading" className="text-lg font-semibold">
            Your Goals
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {goals.data.map((goal) => (
              <li key={goal.id} className="space-y-2 rounded-lg border border-border bg-card p-4">
                {/* The title gets a line of its own when a long category would squeeze it. */}
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 flex-[1_1_10rem] truncate font-medium" title={goal.title}>
                    {goal.title}
                  </p>
                  <div className="max-w-full min-w-0">
                    <CategoryBadge category={goal.category} />
                  </div>
                </div>
                <ProgressBar progress={goal.progress} label={`Progress of ${goal.title}`} />
                <div className="flex flex-wrap items-center justify-between gap-x-2 text-sm text-muted-foreground">
                  <span className="flex items-center gap-1.5">
                    {goal.isCompleted ? (
                      <>
                        <Trophy aria-hidden="true" className="size-4 text-success" />
                        <span className="font-medium text-success">Achieved</span>
                      </>
                    ) : (
                      `${goal.progress}% complete`
                    )}
                  </span>
                  <div className="flex items-center gap-1">
                    {goal.isCompleted ? null : (
                      <Link
                        to={`/goal-setting#goal-${goal.id}`}
                        className="px-2 font-medium text-primary underline-offset-4 hover:underline"
                        aria-label={`Move ${goal.title} forward`}
                      >
                        Move it forward
                      </Link>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => open({ goalTitle: goal.title, items: [goal.title] })}
                    >
                      <Eye aria-hidden="true" />
                      Visualize
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {goals.data.length > 0 ? (
        <section aria-labelledby="all-items-heading" className="space-y-3">
          <h2 id="all-items-heading" className="text-lg font-semibold">
            All Vision Items
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {goals.data.map((goal) => (
              <GoalCard
                key={goal.id}
                goal={goal}
                onEdit={() => setEditing(goal)}
                onVisualize={() => open({ goalTitle: goal.title, items: [goal.title] })}
              />
            ))}
          </div>
        </section>
      ) : null}
      <EditGoalDialog goal={editing} onClose={() => setEditing(null)} />
      {renderVisualization({ target, onClose: () => setTarget(null) })}
    </div>
  );
}
