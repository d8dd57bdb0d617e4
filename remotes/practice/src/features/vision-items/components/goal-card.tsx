import type { TGoal } from '@manifest/contracts/goals';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { CalendarDays, Eye, ImageIcon, Pencil } from 'lucide-react';

import { CategoryBadge } from './category-badge';
import { ProgressBar } from './progress-bar';

const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A card of the 'All Vision Items' grid. */
export function GoalCard({
  goal,
  onEdit,
  onVisualize,
}: {
  goal: TGoal;
  onEdit: () => void;
  onVisualize: () => void;
}) {
  const titleId = `goal-${goal.id}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col overflow-hidden">
      {goal.imageUrl ? (
        <img
          src={goal.imageUrl}
          alt={`Picture for ${goal.title}`}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-secondary to-accent text-secondary-foreground">
          <ImageIcon aria-hidden="true" className="size-8 opacity-60" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryBadge category={goal.category} />
        <h3 id={titleId} className="text-lg leading-snug font-semibold wrap-anywhere">
          {goal.title}
        </h3>
        {goal.description ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{goal.description}</p>
        ) : null}
        <div className="mt-auto space-y-1.5">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span className="font-medium tabular-nums">{goal.progress}%</span>
          </div>
          <ProgressBar progress={goal.progress} label={`Progress of ${goal.title}`} />
        </div>
        {goal.targetDate ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4" />
            {longDate(goal.targetDate)}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={onEdit} aria-describedby={titleId}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button onClick={onVisualize} aria-describedby={titleId}>
            <Eye aria-hidden="true" />
            Visualize
          </Button>
        </div>
      </div>
    </Card>
  );
}
