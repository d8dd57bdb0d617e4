import { Slider } from '@manifest/ui/slider';
import { useState } from 'react';

import { useUpdateGoalProgress } from '../api/update-goal-progress';

/**
 * The person's own estimate (0–100, step 1): the number follows the thumb, and the
 * value is saved when it is let go (or on each key press). Arrow keys, Page Up/Down,
 * Home and End work; a screen reader hears '40%'.
 */
export function GoalProgressSlider({
  goalId,
  goalTitle,
  ownProgress,
}: {
  goalId: string;
  goalTitle: string;
  ownProgress: number;
}) {
  const update = useUpdateGoalProgress();
  // While dragging: the thumb's value; then the value being saved; then the server's.
  const [dragging, setDragging] = useState<number | null>(null);
  const saving = update.isPending ? update.variables.progress : undefined;
  const value = dragging ?? saving ?? ownProgress;
  const labelId = `goal-slider-label-${goalId}`;

  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-sm">
        <span id={labelId} className="text-muted-foreground">
          Your estimate
        </span>
        <span className="font-medium tabular-nums" aria-hidden="true">
          {value}%
        </span>
      </div>
      <Slider
        value={value}
        label={`Your estimate for ${goalTitle}`}
        onValueChange={setDragging}
        onValueCommit={(progress) => {
          setDragging(null);
          if (progress !== ownProgress) update.mutate({ goalId, progress });
        }}
      />
    </div>
  );
}
