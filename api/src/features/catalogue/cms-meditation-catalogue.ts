import { HttpError } from '../../lib/http-error';
import type { CatalogueContent } from './catalogue-content';
import { findMeditation } from './catalogue-mapping';

type FoundMeditation = { id: string; title: string; durationSeconds: number };

/** The shape `POST /api/meditations/start` looks meditation ids up with (features/meditations). */
export type CmsMeditationCatalogue = {
  find: (id: string) => Promise<FoundMeditation | null>;
};

/**
 * Meditation ids come from the CMS: a slug (`laser-focus`) or an old alias
 * (`med_laser_focus`) resolves to the meditation, reported by its slug. It
 * reads through the content cache, so known ids resolve while the CMS is down;
 * if the CMS was never reached, `fallback` (the built-in list) answers, so
 * starting a meditation keeps working.
 */
export function createCmsMeditationCatalogue(
  catalogue: CatalogueContent,
  fallback?: CmsMeditationCatalogue,
): CmsMeditationCatalogue {
  return {
    async find(id) {
      let meditations;
      try {
        meditations = await catalogue.meditations();
      } catch (error) {
        if (fallback && error instanceof HttpError && error.status === 503)
          return fallback.find(id);
        throw error;
      }
      const meditation = findMeditation(meditations, id);
      return meditation
        ? { id: meditation.id, title: meditation.title, durationSeconds: meditation.duration }
        : null;
    },
  };
}
