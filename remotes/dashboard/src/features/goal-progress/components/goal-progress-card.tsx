import type { TDailyTask } from '@manifest/contracts/daily-tasks';
import type { TGoal } from '@manifest/contracts/goals';
import { Badge } from '@manifest/ui/badge';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { formatLongDate } from '@manifest/ui/format-date';
import { Progress } from '@manifest/ui/progress';
import { LoaderCircle, Trophy } from 'lucide-react';

import { useCompleteGoal } from '../api/complete-goal';
import { isReadyToAchieve, progressExplanation } from '../utils/goal-progress-text';
import { GoalMilestones } from './goal-milestones';
import { GoalProgressSlider } from './goal-progress-slider';
import { GoalTasks } from './goal-tasks';

/**
 * One goal that moves: its progress and where it comes from, the slider (without
 * milestones), its milestones, its daily tasks, and "Mark achieved"; achieved, it
 * says so and keeps its story.
 */
export function GoalProgressCard({
  goal,
  tasks,
}: {
  goal: TGoal;
  tasks: ReadonlyArray<TDailyTask> | undefined;
}) {
  const complete = useCompleteGoal();
  const titleId = `goal-title-${goal.id}`;
  const explanation = progressExplanation(goal);
  const isAchieved = goal.isCompleted;

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      id={`goal-${goal.id}`}
      className={`space-y-5 p-5 ${isAchieved ? 'border-success/50' : ''}`}
    >
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="max-w-full truncate">
            {goal.category}
          </Badge>
          {isAchieved ? (
            <Badge variant="success">
              <Trophy aria-hidden="true" />
              Achieved
            </Badge>
          ) : null}
        </div>
        <h3 id={titleId} className="text-lg leading-snug font-semibold wrap-anywhere">
          {goal.title}
        </h3>
      </header>

      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-muted-foreground">Progress</span>
          <span className="text-2xl font-bold tabular-nums">{goal.progress}%</span>
        </div>
        <Progress value={goal.progress} aria-label={`Progress of ${goal.title}`} />
        {explanation ? <p className="text-sm text-muted-foreground">{explanation}</p> : null}
        {isAchieved && goal.completedAt ? (
          <p className="text-sm text-muted-foreground">
            Achieved on {formatLongDate(goal.completedAt)}
          </p>
        ) : null}
      </div>

      {!isAchieved && goal.milestones.length === 0 ? (
        <GoalProgressSlider
          goalId={goal.id}
          goalTitle={goal.title}
          ownProgress={goal.ownProgress}
        />
      ) : null}

      <GoalMilestones
        goalId={goal.id}
        goalTitle={goal.title}
        milestones={goal.milestones}
        isAchieved={isAchieved}
      />

      <GoalTasks goalId={goal.id} goalTitle={goal.title} tasks={tasks} isAchieved={isAchieved} />

      {isAchieved ? null : (
        <div className="space-y-2 border-t border-border pt-4">
          {isReadyToAchieve(goal) ? (
            <p className="text-sm font-medium text-success">
              100% there. Mark it achieved when it is real.
            </p>
          ) : null}
          <Button
            className="w-full sm:w-auto"
            onClick={() => complete.mutate(goal.id)}
            disabled={complete.isPending}
            aria-describedby={titleId}
          >
            {complete.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Trophy aria-hidden="true" />
            )}
            Mark achieved
          </Button>
        </div>
      )}
    </Card>
  );
}
