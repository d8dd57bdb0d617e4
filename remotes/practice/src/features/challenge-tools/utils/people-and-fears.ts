import type { TAuditPerson, TFear } from '@manifest/contracts/challenge-tools';

/** The audit's summary: how many people lift, are neutral, drain. */
export function energyCounts(people: ReadonlyArray<TAuditPerson>) {
  return {
    positive: people.filter((person) => person.energy === 'positive').length,
    neutral: people.filter((person) => person.energy === 'neutral').length,
    negative: people.filter((person) => person.energy === 'negative').length,
  };
}

export type TIntensityTone = 'low' | 'medium' | 'high';

/** Spec 001 section 9: up to 3 green, up to 7 yellow, above that red. */
export const intensityTone = (intensity: number): TIntensityTone =>
  intensity <= 3 ? 'low' : intensity <= 7 ? 'medium' : 'high';

/** The analysis box: how many fears, their average intensity, the strongest. */
export function fearAnalysis(fears: ReadonlyArray<TFear>) {
  if (fears.length === 0) return null;
  const total = fears.reduce((sum, fear) => sum + fear.intensity, 0);
  const strongest = fears.reduce((top, fear) => (fear.intensity > top.intensity ? fear : top));
  return {
    count: fears.length,
    averageIntensity: Math.round((total / fears.length) * 10) / 10,
    strongest,
    withoutPlan: fears.filter((fear) => fear.actionPlan.trim() === '').length,
  };
}
