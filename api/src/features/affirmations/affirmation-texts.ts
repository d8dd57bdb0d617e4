/**
 * Where the API reads a built-in affirmation's words by its number (1-42): in
 * production the CMS's affirmations (features/catalogue/cms-affirmation-texts); tests
 * inject another through createApp's `affirmationTexts`.
 */
export type AffirmationTexts = {
  /** The words, or null when they cannot be read now (the CMS never reached). */
  textOf(id: number): Promise<string | null>;
};

/** Longer words are cut here in a title (the built-in ones are one short sentence). */
const TITLE_TEXT_MAX_LENGTH = 160;

/**
 * The track record's and the points history's line for an affirmation said: its own
 * words, never its number ('Affirmation 7 said' told a person nothing).
 */
export function affirmationTitle(text: string | null): string {
  const words = text?.trim();
  if (!words) return 'Affirmation said';
  const shown =
    words.length > TITLE_TEXT_MAX_LENGTH
      ? `${words.slice(0, TITLE_TEXT_MAX_LENGTH - 1).trimEnd()}…`
      : words;
  return `Affirmation said: “${shown}”`;
}
