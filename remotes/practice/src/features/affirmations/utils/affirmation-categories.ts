import type { TAffirmation, TAffirmationCategory } from '@manifest/contracts/catalogue';

/** Spec 001 section 2: the filter buttons, in the spec's order, after All. */
export const AFFIRMATION_CATEGORY_LABELS: Record<TAffirmationCategory, string> = {
  wealth: 'Wealth & Abundance',
  love: 'Love & Relationships',
  health: 'Health & Vitality',
  confidence: 'Self-Worth & Confidence',
  purpose: 'Purpose & Success',
  spiritual: 'Spiritual Alignment',
};

export type TAffirmationFilter = TAffirmationCategory | 'all';

export const AFFIRMATION_FILTERS: ReadonlyArray<{ value: TAffirmationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...Object.entries(AFFIRMATION_CATEGORY_LABELS).map(([value, label]) => ({
    value: value as TAffirmationCategory,
    label,
  })),
];

/** The affirmations a filter shows, in id order. */
export const affirmationsIn = (
  affirmations: ReadonlyArray<TAffirmation>,
  filter: TAffirmationFilter,
): TAffirmation[] =>
  affirmations.filter((affirmation) => filter === 'all' || affirmation.category === filter);

/** X and Y of 'You've completed X out of Y affirmations today', over the affirmations shown. */
export const todayProgress = (
  shown: ReadonlyArray<TAffirmation>,
  completedIds: ReadonlyArray<number>,
): { completed: number; total: number } => {
  const done = new Set(completedIds);
  return {
    completed: shown.filter((affirmation) => done.has(affirmation.id)).length,
    total: shown.length,
  };
};
