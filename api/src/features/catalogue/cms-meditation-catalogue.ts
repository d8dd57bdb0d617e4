import type { MeditationCatalogue } from '../meditations/meditation-catalogue';
import type { CatalogueContent } from './catalogue-content';
import { findMeditation } from './catalogue-mapping';

/**
 * Meditation ids come from the CMS: a slug (`laser-focus`) or an old alias
 * (`med_laser_focus`) resolves to the meditation, reported by its slug. It
 * reads through the content cache, so known ids resolve while the CMS is down;
 * if the CMS was never reached, the cache's 503 (content unavailable) passes on.
 */
export function createCmsMeditationCatalogue(
  catalogue: Pick<CatalogueContent, 'meditations'>,
): MeditationCatalogue {
  return {
    async find(id) {
      const meditation = findMeditation(await catalogue.meditations(), id);
      return meditation
        ? { id: meditation.id, title: meditation.title, durationSeconds: meditation.duration }
        : null;
    },
  };
}
