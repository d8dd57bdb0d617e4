export type CatalogueMeditation = { id: string; title: string; durationSeconds: number };

/**
 * Where the API looks up a meditation by id: in production the CMS's
 * meditations (features/catalogue/cms-meditation-catalogue); tests inject
 * another through createApp's `meditationCatalogue`.
 */
export type MeditationCatalogue = {
  find(id: string): Promise<CatalogueMeditation | null>;
};

/** Session minutes: the meditation's seconds ÷ 60, rounded up (spec 001 section 9). */
export function sessionMinutes(durationSeconds: number): number {
  return Math.ceil(durationSeconds / 60);
}
