import type { Logger } from '../../../lib/logger';
import type { BlogContent } from '../../blog/blog-content';
import type { CatalogueContent } from '../../catalogue/catalogue-content';
import type { OfflineMaterial } from './offline-material';

const LATEST_POSTS = 30;

/**
 * Reads the CMS material the offline guide writes with. A CMS that is down
 * costs the guide its references, never its answer.
 */
export function createOfflineMaterialLoader({
  catalogue,
  blog,
  logger,
}: {
  catalogue: CatalogueContent;
  blog: BlogContent;
  logger: Logger;
}): () => Promise<OfflineMaterial> {
  const orNothing = async <T>(what: string, read: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await read();
    } catch (error) {
      logger.warn(`Offline guide wrote without the CMS's ${what}`, {
        reason: error instanceof Error ? error.message : String(error),
      });
      return [];
    }
  };
  return async () => {
    const [affirmations, meditations, posts] = await Promise.all([
      orNothing('affirmations', catalogue.affirmations),
      orNothing('meditations', catalogue.meditations),
      orNothing('posts', () => blog.page(LATEST_POSTS, 0)),
    ]);
    return { affirmations, meditations, posts };
  };
}
