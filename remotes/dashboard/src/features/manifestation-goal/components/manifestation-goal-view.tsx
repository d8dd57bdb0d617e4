import type { TManifestationGoalForm } from '@manifest/contracts/goals';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { BellRing, Heart, Pencil, Sparkles, Sun, Target } from 'lucide-react';
import type { ReactNode } from 'react';

const SECTIONS: ReadonlyArray<{
  key: keyof TManifestationGoalForm;
  label: string;
  icon: ReactNode;
}> = [
  { key: 'whyItMatters', label: 'Why it matters', icon: <Heart aria-hidden="true" /> },
  { key: 'howLifeWillFeel', label: 'How life will feel', icon: <Sun aria-hidden="true" /> },
  { key: 'supportiveBeliefs', label: 'Supportive beliefs', icon: <Sparkles aria-hidden="true" /> },
];

/** Spec 001 section 2: the saved goal, read-only, with Edit Goal and the daily-reminder tip. */
export function ManifestationGoalView({
  goal,
  onEdit,
}: {
  goal: TManifestationGoalForm;
  onEdit: () => void;
}) {
  return (
    <div className="space-y-4">
      <Card className="overflow-hidden">
        <div className="bg-linear-to-br from-brand to-brand-accent p-6 text-brand-foreground">
          <p className="flex items-center gap-2 text-sm font-medium opacity-90">
            <Target aria-hidden="true" className="size-4" />
            Main goal
          </p>
          <p className="mt-2 text-2xl font-semibold text-balance">{goal.mainGoal}</p>
        </div>
        <dl className="grid gap-5 p-6 sm:grid-cols-3">
          {SECTIONS.map(({ key, label, icon }) => (
            <div key={key} className="space-y-1.5">
              <dt className="flex items-center gap-2 text-sm font-semibold text-primary [&_svg]:size-4">
                {icon}
                {label}
              </dt>
              <dd className="text-sm leading-relaxed whitespace-pre-line">{goal[key]}</dd>
            </div>
          ))}
        </dl>
        <div className="flex justify-end border-t border-border px-6 py-4">
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Goal
          </Button>
        </div>
      </Card>
      <Card className="flex items-start gap-3 p-5">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p className="text-sm">
          <span className="font-semibold">Daily reminder: </span>
          read your goal each morning and evening, feel it as already real, and take one small step
          toward it today.
        </p>
      </Card>
    </div>
  );
}
