import type { TAffirmation } from '@manifest/contracts/catalogue';

/**
 * What Play my affirmations reads, in order: the affirmations shown (the chosen
 * category, or All) by id, as the cards read top to bottom, without any the CMS
 * left blank. The list is fixed when Play is pressed.
 */
export const playQueue = (affirmations: ReadonlyArray<TAffirmation>): TAffirmation[] =>
  affirmations
    .filter((affirmation) => affirmation.text.trim() !== '')
    .toSorted((first, second) => first.id - second.id);
