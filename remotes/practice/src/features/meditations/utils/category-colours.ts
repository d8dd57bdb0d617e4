import type { TMeditationCategory } from '@manifest/contracts/catalogue';

/** Spec 001 section 9: each category has its fixed colour, with a dark-mode pair. */
export const MEDITATION_CATEGORY_CLASSES: Record<TMeditationCategory, string> = {
  Manifestation: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  Abundance: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  'Self-Love': 'bg-pink-100 text-pink-900 dark:bg-pink-950 dark:text-pink-100',
  Confidence: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  Healing: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
  Sleep: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
  Energy: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  Success: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
};
