import { Badge } from '@manifest/ui/badge';
import { cn } from '@manifest/ui/cn';
import { ChartLine, Flower2, Sparkles, Target } from 'lucide-react';

export const AI_FEATURES = [
  {
    id: 'affirmations',
    title: 'AI Affirmation Generator',
    description: 'Personal affirmations for any area of life.',
    icon: Sparkles,
  },
  {
    id: 'meditation',
    title: 'AI Meditation Scripts',
    description: 'Guided meditations written for your intention.',
    icon: Flower2,
  },
  {
    id: 'goals',
    title: 'Smart Goal Recommendations',
    description: 'Goals that balance your journey, one click to add.',
    icon: Target,
  },
  {
    id: 'insights',
    title: 'Progress Insights',
    description: 'What your figures say, and your next step.',
    icon: ChartLine,
  },
] as const;

export type TAiFeature = (typeof AI_FEATURES)[number]['id'];

/** The four selectable cards; the selected one wears the Active badge (spec 001 section 2). */
export function AiFeaturePicker({
  selected,
  onSelect,
}: {
  selected: TAiFeature;
  onSelect: (feature: TAiFeature) => void;
}) {
  return (
    <div role="group" aria-label="AI features" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {AI_FEATURES.map(({ id, title, description, icon: Icon }) => {
        const isSelected = id === selected;
        return (
          <button
            key={id}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(id)}
            className={cn(
              'flex flex-col gap-2 rounded-xl border p-4 text-left transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isSelected
                ? 'border-primary bg-primary/5 shadow-sm'
                : 'border-border bg-card hover:bg-accent/50',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              {isSelected && <Badge>Active</Badge>}
            </span>
            <span className="font-semibold">{title}</span>
            <span className="text-sm text-muted-foreground">{description}</span>
          </button>
        );
      })}
    </div>
  );
}
