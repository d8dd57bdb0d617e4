import { GOAL_MILESTONES_MAX, type TGoalMilestone } from '@manifest/contracts/goal-milestones';
import { Button } from '@manifest/ui/button';
import { Checkbox } from '@manifest/ui/checkbox';
import { Input } from '@manifest/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { useAddMilestone } from '../api/add-milestone';
import { useRemoveMilestone } from '../api/remove-milestone';
import { useSetMilestoneDone } from '../api/set-milestone-done';

/**
 * A goal's milestones: check one off, remove one, add one. While there are any,
 * they say how far the goal is (the slider steps aside).
 */
export function GoalMilestones({
  goalId,
  goalTitle,
  milestones,
  isAchieved,
}: {
  goalId: string;
  goalTitle: string;
  milestones: readonly TGoalMilestone[];
  isAchieved: boolean;
}) {
  const add = useAddMilestone();
  const setDone = useSetMilestoneDone();
  const remove = useRemoveMilestone();
  const [draft, setDraft] = useState('');
  const isFull = milestones.length >= GOAL_MILESTONES_MAX;
  const headingId = `milestones-${goalId}`;

  // An achieved goal keeps the steps it was reached by; without any, nothing to show.
  if (isAchieved && milestones.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = draft.trim();
    if (!title) return;
    add.mutate({ goalId, title }, { onSuccess: () => setDraft('') });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold">
        Milestones
        {milestones.length > 0 ? (
          <span className="ml-1.5 font-normal text-muted-foreground tabular-nums">
            {milestones.filter((milestone) => milestone.done).length}/{milestones.length}
          </span>
        ) : null}
      </h4>
      {milestones.length > 0 ? (
        <ul className="space-y-1">
          {milestones.map((milestone) => {
            const checkboxId = `milestone-${milestone.id}`;
            return (
              <li
                key={milestone.id}
                className="flex items-center gap-3 rounded-md px-1 py-1 hover:bg-muted/60"
              >
                <Checkbox
                  id={checkboxId}
                  checked={milestone.done}
                  disabled={isAchieved}
                  onCheckedChange={(done) =>
                    setDone.mutate({ goalId, milestoneId: milestone.id, done })
                  }
                />
                <label
                  htmlFor={checkboxId}
                  className={`min-w-0 flex-1 text-sm wrap-anywhere ${milestone.done ? 'text-muted-foreground line-through' : ''}`}
                >
                  {milestone.title}
                </label>
                {isAchieved ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    aria-label={`Remove milestone ${milestone.title}`}
                    onClick={() => remove.mutate({ goalId, milestoneId: milestone.id })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          Break it into steps: once it has milestones, checking them off moves the goal.
        </p>
      )}
      {isAchieved || isFull ? null : (
        <form onSubmit={submit} className="flex gap-2">
          <Input
            aria-label={`New milestone for ${goalTitle}`}
            placeholder="Add a milestone…"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            disabled={add.isPending}
          />
          <Button type="submit" variant="secondary" disabled={add.isPending || !draft.trim()}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </form>
      )}
    </section>
  );
}
