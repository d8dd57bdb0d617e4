import { AFFIRMATION_COUNT } from '@manifest/contracts/affirmations';
import {
  AFFIRMATION_CATEGORIES,
  type TAffirmation,
  type TAffirmationCategory,
} from '@manifest/contracts/catalogue';
import { daysBetween, type LocalDay } from '../../domain/time-zones';

/** The built-in affirmations' layout as the CMS is seeded: 7 per category, in category order. */
const PER_CATEGORY = AFFIRMATION_COUNT / AFFIRMATION_CATEGORIES.length;

const DAY_ZERO: LocalDay = '2000-01-01';

export type AffirmationOfTheDay = { id: number; text: string | null };

/** The ids of a category as the CMS is seeded, for when the CMS cannot be read. */
export function seededIdsOf(category: TAffirmationCategory | null): number[] {
  if (category === null) return Array.from({ length: AFFIRMATION_COUNT }, (_, index) => index + 1);
  const first = AFFIRMATION_CATEGORIES.indexOf(category) * PER_CATEGORY + 1;
  return Array.from({ length: PER_CATEGORY }, (_, index) => first + index);
}

/**
 * Today's affirmation: the category's affirmations (every one for null) taken in turn,
 * one a day, the same all day for everyone on that day. From the CMS's list when it
 * could be read (null: it could not), else from the seeded layout, without words.
 */
export function affirmationOfTheDay(
  day: LocalDay,
  category: TAffirmationCategory | null,
  catalogue: readonly TAffirmation[] | null,
): AffirmationOfTheDay {
  const dayNumber = Math.abs(daysBetween(DAY_ZERO, day));
  const listed = (catalogue ?? [])
    .filter((affirmation) => category === null || affirmation.category === category)
    .toSorted((a, b) => a.id - b.id);
  const picked = listed[dayNumber % Math.max(listed.length, 1)];
  if (picked) return { id: picked.id, text: picked.text.trim() || null };
  const ids = seededIdsOf(category);
  return { id: ids[dayNumber % ids.length] ?? 1, text: null };
}
