import type { AffirmationTexts } from '../affirmations/affirmation-texts';
import type { CatalogueContent } from './catalogue-content';

/**
 * The built-in affirmations' words from the CMS, through the content cache (so they
 * read while the CMS is down, once read). An affirmation is said whatever happens to
 * the CMS: words that cannot be read are null, and the title says no more.
 */
export function createCmsAffirmationTexts(
  catalogue: Pick<CatalogueContent, 'affirmations'>,
): AffirmationTexts {
  return {
    async textOf(id) {
      try {
        return (await catalogue.affirmations()).find((item) => item.id === id)?.text ?? null;
      } catch {
        return null;
      }
    },
  };
}
