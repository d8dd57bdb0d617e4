import { OfflineGuideNote } from '@manifest/ai-generators/offline-guide-note';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { Check, LoaderCircle, Plus, Target } from 'lucide-react';
import { useState } from 'react';

import { useAddRecommendedGoal } from '../api/add-recommended-goal';
import { useGoalRecommendations } from '../api/goal-recommendations';

/** Smart Goal Recommendations (spec 001 sections 2, 7, 8, 9): goals from one's own goals and activity, each one click from being a goal. */
export function GoalRecommendationsPanel() {
  const recommend = useGoalRecommendations();
  const add = useAddRecommendedGoal();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const answer = recommend.data;

  const addGoal = (title: string) =>
    add.mutate(title, { onSuccess: () => setAdded((all) => new Set([...all, title])) });

  return (
    <Card role="region" aria-labelledby="goal-recommendations-heading" className="space-y-4 p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2
            id="goal-recommendations-heading"
            className="flex items-center gap-2 text-lg font-semibold"
          >
            <Target aria-hidden="true" className="size-5 text-primary" />
            Smart Goal Recommendations
          </h2>
          <p className="text-sm text-muted-foreground">
            Goals suggested from your own goals and practice, to balance your journey.
          </p>
        </div>
        <Button onClick={() => recommend.mutate()} disabled={recommend.isPending}>
          {recommend.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {recommend.isPending
            ? 'Analyzing your journey...'
            : answer
              ? 'Get New Recommendations'
              : 'Get Recommendations'}
        </Button>
      </div>
      {answer && (
        <div className="space-y-4" aria-live="polite">
          {answer.insights && (
            <p className="rounded-lg bg-secondary/60 p-4 text-sm leading-relaxed">
              {answer.insights}
            </p>
          )}
          <ul className="grid gap-2">
            {answer.goals.map((goal) => {
              const isAdded = added.has(goal);
              const isAdding = add.isPending && add.variables === goal;
              return (
                <li
                  key={goal}
                  className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="text-sm font-medium">{goal}</span>
                  <Button
                    size="sm"
                    variant={isAdded ? 'secondary' : 'outline'}
                    disabled={isAdded || add.isPending}
                    onClick={() => addGoal(goal)}
                    aria-label={isAdded ? `Added: ${goal}` : `Add as goal: ${goal}`}
                  >
                    {isAdding ? (
                      <LoaderCircle aria-hidden="true" className="animate-spin" />
                    ) : isAdded ? (
                      <Check aria-hidden="true" />
                    ) : (
                      <Plus aria-hidden="true" />
                    )}
                    {isAdded ? 'Added' : 'Add as Goal'}
                  </Button>
                </li>
              );
            })}
          </ul>
          <OfflineGuideNote source={answer.source} />
        </div>
      )}
    </Card>
  );
}
