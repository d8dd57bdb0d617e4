import type { TMeditation, TMeditationCategory } from '@manifest/contracts/catalogue';
import type { TMeditationSession } from '@manifest/contracts/meditations';

/** Spec 001 section 9: a meditation's minutes are its seconds ÷ 60, rounded up. */
export const meditationMinutes = (durationSeconds: number): number =>
  Math.ceil(durationSeconds / 60);

/** Total Minutes: the sessions' minutes added up (each session carries them, rounded up). */
export const totalMinutes = (sessions: ReadonlyArray<TMeditationSession>): number =>
  sessions.reduce((sum, session) => sum + session.duration, 0);

/** The filter's categories: those present in the data, in the order they first appear. */
export const categoriesIn = (meditations: ReadonlyArray<TMeditation>): TMeditationCategory[] => [
  ...new Set(meditations.map((meditation) => meditation.category)),
];

export type TMeditationFilter = TMeditationCategory | 'all';

export const meditationsIn = (
  meditations: ReadonlyArray<TMeditation>,
  filter: TMeditationFilter,
): TMeditation[] =>
  meditations.filter((meditation) => filter === 'all' || meditation.category === filter);
