import type { TFear } from '@manifest/contracts/challenge-tools';
import { counted, noun, wordFor } from '@manifest/contracts/counted';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { Trash2 } from 'lucide-react';

import { useSaveChallengeTools } from '../api/save-challenge-tools';
import { fearAnalysis, intensityTone, type TIntensityTone } from '../utils/people-and-fears';
import { FearForm } from './fear-form';

const TONE_CLASSES: Record<TIntensityTone, string> = {
  low: 'bg-success text-success-foreground',
  medium: 'bg-warning text-warning-foreground',
  high: 'bg-destructive text-destructive-foreground',
};

/** The Fear Inventory & Action Plan (challenge 4): name, measure and plan. Saved as you go. */
export function FearInventory({
  challengeId,
  saved,
}: {
  challengeId: number;
  saved: ReadonlyArray<TFear>;
}) {
  const save = useSaveChallengeTools(challengeId);
  const analysis = fearAnalysis(saved);

  const add = (fear: Omit<TFear, 'id'>) =>
    save.mutateAsync({ fears: [...saved, { id: crypto.randomUUID(), ...fear }] });
  const remove = (id: string) => save.mutate({ fears: saved.filter((fear) => fear.id !== id) });

  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">Fear Inventory &amp; Action Plan</h3>
      <FearForm isSaving={save.isPending} onAdd={add} />
      <div className="rounded-lg bg-muted p-4 text-sm" role="status">
        {analysis ? (
          <p>
            {counted(analysis.count, noun('fear'))} named, average intensity{' '}
            {analysis.averageIntensity}. Strongest: “{analysis.strongest.description}” (
            {analysis.strongest.intensity}/10).{' '}
            {analysis.withoutPlan > 0
              ? `${analysis.withoutPlan} still ${wordFor(analysis.withoutPlan, { one: 'needs', other: 'need' })} an action plan.`
              : 'Every fear has a plan.'}
          </p>
        ) : (
          <p>Name your fears and rate them: what is named can be planned for.</p>
        )}
      </div>
      {saved.length > 0 ? (
        <ul className="grid gap-2" aria-label="Fears">
          {saved.map((fear) => (
            <li
              key={fear.id}
              className="flex items-start justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex items-center gap-2 font-medium">
                  <span
                    className={cn(
                      'inline-flex min-w-10 justify-center rounded-full px-2 text-xs font-semibold',
                      TONE_CLASSES[intensityTone(fear.intensity)],
                    )}
                  >
                    {fear.intensity}/10
                  </span>
                  {fear.description}
                </p>
                {fear.actionPlan ? (
                  <p className="text-sm text-muted-foreground">Plan: {fear.actionPlan}</p>
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => remove(fear.id)}
                aria-label={`Remove ${fear.description}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
