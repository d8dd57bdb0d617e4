import type { TAffirmation } from '@manifest/contracts/catalogue';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
import { CheckCircle2, LoaderCircle, Repeat, Undo2 } from 'lucide-react';

import { CategoryBadge } from './category-badge';

/**
 * One affirmation: its category, its words, the repetition hint, and marking it said;
 * said today (and sent), Undo takes a mis-tap back.
 */
export function AffirmationCard({
  affirmation,
  isSaidToday,
  isSaving,
  onSaid,
  isUndoing = false,
  onUndo,
}: {
  affirmation: TAffirmation;
  isSaidToday: boolean;
  isSaving: boolean;
  onSaid: () => void;
  isUndoing?: boolean;
  /** Absent while the "said" waits on the device to be sent. */
  onUndo?: () => void;
}) {
  const textId = `affirmation-${affirmation.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={textId}
      className={cn('flex flex-col gap-4 p-5', isSaidToday && 'border-success/60')}
    >
      <CategoryBadge category={affirmation.category} />
      <blockquote id={textId} className="flex-1 text-lg leading-snug font-medium text-balance">
        {affirmation.text}
      </blockquote>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Repeat aria-hidden="true" className="size-3.5" />
          Say it 3 times
        </p>
        {isSaidToday ? (
          <div className="flex items-center gap-2">
            <p className="flex items-center gap-1.5 text-sm font-medium text-success">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Said today
            </p>
            {onUndo ? (
              <Button
                size="sm"
                variant="ghost"
                className="h-8 px-2"
                onClick={onUndo}
                disabled={isUndoing}
                aria-label={isUndoing ? 'Undoing' : 'Undo'}
                aria-describedby={textId}
              >
                {isUndoing ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Undo2 aria-hidden="true" />
                )}
                Undo
              </Button>
            ) : null}
          </div>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={onSaid}
            disabled={isSaving}
            aria-describedby={textId}
          >
            {isSaving ? 'Saving...' : 'I said it'}
          </Button>
        )}
      </div>
    </Card>
  );
}
