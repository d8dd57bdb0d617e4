import { z } from 'zod';
import type { Broadcast } from '../../lib/broadcast';
import { CONTENT_TAGS, type ContentCache } from './content-cache';

const TOPIC = 'content-changed';
const ZContentChange = z.object({ tags: z.array(z.enum(CONTENT_TAGS)) });

/**
 * The content cache of one process, kept in step with every other's: a CMS
 * webhook reaches one process, which drops what changed here and publishes the
 * tags; the others drop the same on hearing it. A process that may have missed
 * messages (its listening connection was lost) drops everything.
 */
export function shareContentCache(cache: ContentCache, broadcast: Broadcast): ContentCache {
  broadcast.subscribe(TOPIC, {
    message: (data) => {
      const change = ZContentChange.safeParse(data);
      if (change.success) cache.invalidate(change.data.tags);
    },
    missed: () => cache.invalidate(CONTENT_TAGS),
  });
  return {
    read: cache.read,
    async invalidate(tags) {
      cache.invalidate(tags);
      await broadcast.publish(TOPIC, { tags });
    },
  };
}
