import { LRUCache } from 'lru-cache';
import type { PostViewsRepository } from './post-views-repository';

/** A reader reloading a post within this window is counted once. */
export const VIEW_DEDUPE_MINUTES = 30;
// Totals on cards may lag other API instances by this much; this instance's own counts show at once.
const TOTALS_TTL_MS = 10_000;
const MAX_TOTALS = 10_000;
const MAX_RECENT_VIEWERS = 100_000;

export type ViewCounter = {
  /** Counts a view (once per reader and window) and returns the post's total. */
  countView: (postId: string, viewer: string) => Promise<number>;
  totalsFor: (postIds: readonly string[]) => Promise<Map<string, number>>;
};

/**
 * Views in front of the database: the database does the counting (one row per
 * view, deduplicated across instances), and memory spares it the repeat work,
 * so a cached page or post is served without a query: a reader seen within
 * the window is not counted again, and totals are reused for a few seconds.
 */
export function createViewCounter(repository: PostViewsRepository, now: () => Date): ViewCounter {
  const totals = new LRUCache<string, number>({ max: MAX_TOTALS, ttl: TOTALS_TTL_MS });
  const recentViewers = new LRUCache<string, true>({
    max: MAX_RECENT_VIEWERS,
    ttl: VIEW_DEDUPE_MINUTES * 60_000,
  });

  const totalsFor = async (postIds: readonly string[]) => {
    const missing = postIds.filter((id) => totals.get(id) === undefined);
    if (missing.length > 0) {
      const fromDatabase = await repository.totalsFor(missing);
      for (const id of missing) totals.set(id, fromDatabase.get(id) ?? 0);
    }
    return new Map(postIds.map((id) => [id, totals.get(id) ?? 0]));
  };

  return {
    totalsFor,
    async countView(postId, viewer) {
      const key = `${postId}\n${viewer}`;
      if (recentViewers.get(key)) return (await totalsFor([postId])).get(postId) ?? 0;
      recentViewers.set(key, true);
      const viewedAt = now();
      const total = await repository.countView({
        postId,
        viewer,
        viewedAt,
        dedupeSince: new Date(viewedAt.getTime() - VIEW_DEDUPE_MINUTES * 60_000),
      });
      totals.set(postId, total);
      return total;
    },
  };
}
