import { counted, noun } from '@manifest/contracts/counted';
import type { TDailyTask } from '@manifest/contracts/daily-tasks';
import { Badge } from '@manifest/ui/badge';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
import {
  CircleCheck,
  Clock,
  CloudUpload,
  LoaderCircle,
  Sparkles,
  Target,
  Undo2,
} from 'lucide-react';

import { useIsWaitingToSend } from '../../../lib/offline-actions';
import { completeDailyTaskUrl } from '../api/complete-daily-task';
import { useCompleteTaskOnce } from '../hooks/use-complete-task-once';
import { useUndoTaskOnce } from '../hooks/use-undo-task-once';
import { DifficultyBadge } from '../../../components/difficulty-badge';

/**
 * One task. A click anywhere on a card not yet done completes it (the Complete
 * button is the same action for keyboards and screen readers); a completed card
 * ignores clicks and says 'Completed today', with Undo for a mis-tap (the same day).
 * Points are what the task pays: the API reports a custom task's points already capped.
 */
export function TaskCard({ task }: { task: TDailyTask }) {
  // Done offline: counted once it is sent, and not done twice meanwhile.
  const isWaiting = useIsWaitingToSend(completeDailyTaskUrl(task.id));
  const isDone = task.completed || isWaiting;
  const { complete, isCompleting } = useCompleteTaskOnce(task.id, isDone);
  const { undo, isUndoing } = useUndoTaskOnce(task.id);
  const titleId = `task-${task.id}-title`;

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      aria-busy={isCompleting || isUndoing || undefined}
      data-completed={task.completed}
      onClick={complete}
      className={cn(
        'flex h-full flex-col gap-3 p-4 transition-colors sm:p-5',
        task.completed
          ? 'border-success/50 ring-1 ring-success/20'
          : isWaiting
            ? 'border-dashed border-primary/50'
            : 'cursor-pointer hover:border-primary/50 hover:bg-primary/5',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3
            id={titleId}
            className="min-w-0 leading-snug font-semibold wrap-anywhere text-card-foreground"
          >
            {task.title}
          </h3>
          {task.isCustom ? <Badge variant="secondary">Custom</Badge> : null}
        </div>
        <DifficultyBadge difficulty={task.difficulty} />
      </div>
      {task.description ? (
        <p className="text-sm leading-relaxed text-muted-foreground">{task.description}</p>
      ) : null}
      {task.goalTitle ? (
        <p className="flex items-start gap-1.5 text-sm text-primary">
          <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 wrap-anywhere">Counts toward {task.goalTitle}</span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1">
        <dl className="flex items-center gap-4 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">Duration</span>
            </dt>
            <dd>{task.duration} min</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Sparkles aria-hidden="true" className="size-4 text-primary" />
              <span className="sr-only">Points</span>
            </dt>
            <dd className="font-medium text-foreground">{counted(task.points, noun('point'))}</dd>
          </div>
        </dl>
        {task.completed ? (
          <div className="flex items-center gap-2">
            <p className="flex items-center gap-1.5 text-sm font-medium text-success">
              <CircleCheck aria-hidden="true" className="size-4" />
              Completed today
            </p>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="h-8 px-2"
              disabled={isUndoing}
              aria-label={isUndoing ? `Undoing ${task.title}` : `Undo ${task.title}`}
              onClick={(event) => {
                event.stopPropagation();
                undo();
              }}
            >
              {isUndoing ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Undo2 aria-hidden="true" />
              )}
              Undo
            </Button>
          </div>
        ) : isWaiting ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <CloudUpload aria-hidden="true" className="size-4" />
            Waiting to be sent
          </p>
        ) : (
          <Button
            type="button"
            size="sm"
            disabled={isCompleting}
            aria-label={isCompleting ? `Completing ${task.title}` : `Complete ${task.title}`}
            onClick={(event) => {
              // The card's own click does the same; one call either way.
              event.stopPropagation();
              complete();
            }}
          >
            {isCompleting ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <CircleCheck aria-hidden="true" />
            )}
            {isCompleting ? 'Completing...' : 'Complete'}
          </Button>
        )}
      </div>
    </Card>
  );
}
