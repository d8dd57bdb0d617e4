import { z } from 'zod';

// Shapes of the built-in catalogues the CMS holds: the meditations
// (`GET /api/meditations/list`) and the 42 built-in affirmations
// (`GET /api/affirmations`), spec 001 sections 3 and 9.

/** The spec's eight meditation categories (their colours are fixed in the browser). */
export const MEDITATION_CATEGORIES = [
  'Manifestation',
  'Abundance',
  'Self-Love',
  'Confidence',
  'Healing',
  'Sleep',
  'Energy',
  'Success',
] as const;
export const ZMeditationCategory = z.enum(MEDITATION_CATEGORIES);
export type TMeditationCategory = z.infer<typeof ZMeditationCategory>;

export const ZMeditation = z.object({
  /** The slug, e.g. abundance-flow; `POST /api/meditations/start` accepts it (and old aliases). */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** What the narrator reads aloud: '...' and blank lines mark pauses. Empty when editors wrote none. */
  script: z.string(),
  category: ZMeditationCategory,
  /** Seconds. */
  duration: z.number().int().positive(),
  rating: z.number().min(0).max(5),
});
export type TMeditation = z.infer<typeof ZMeditation>;

export const ZMeditationList = z.array(ZMeditation);
export type TMeditationList = z.infer<typeof ZMeditationList>;

export const BUILT_IN_AFFIRMATION_COUNT = 42;

export const AFFIRMATION_CATEGORIES = [
  'wealth',
  'love',
  'health',
  'confidence',
  'purpose',
  'spiritual',
] as const;
export const ZAffirmationCategory = z.enum(AFFIRMATION_CATEGORIES);
export type TAffirmationCategory = z.infer<typeof ZAffirmationCategory>;

export const ZAffirmation = z.object({
  /** 1 to 42. */
  id: z.number().int().min(1).max(BUILT_IN_AFFIRMATION_COUNT),
  text: z.string(),
  category: ZAffirmationCategory,
});
export type TAffirmation = z.infer<typeof ZAffirmation>;

/** Ordered by id. */
export const ZAffirmationList = z.array(ZAffirmation);
export type TAffirmationList = z.infer<typeof ZAffirmationList>;
