import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { createLocalBroadcast, type Broadcast } from '../../lib/broadcast';
import type { PostViewsRepository } from './post-views-repository';

// Other API processes drop a post's total when told it was viewed (VIEWED_TOPIC);
// should that word be lost, a total is still never older than this.
const TOTALS_TTL_MS = 10_000;
const VIEWED_TOPIC = 'post-viewed';
const ZPostViewed = z.object({ postId: z.string() });
const MAX_TOTALS = 10_000;
const MAX_RECENT_VIEWERS = 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who read a post: where from, and who, when signed in. The User-Agent plays no part. */
export type Viewer = { address: string; userId?: string | undefined };

export type ViewCounter = {
  /** Counts a view (once per post, day, address and account) and returns the post's total. */
  countView: (postId: string, viewer: Viewer) => Promise<number>;
  totalsFor: (postIds: readonly string[]) => Promise<Map<string, number>>;
};

/** The UTC day of a moment, YYYY-MM-DD. */
export const viewDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The keys a view is deduplicated by. Hashed with the day, so the table holds
 * no addresses or account ids next to reading history, and a day's keys do not
 * link to another day's.
 */
export function viewerKeys({ address, userId }: Viewer, day: string): string[] {
  const hash = (value: string) =>
    createHash('sha256').update(`${day}\n${value}`).digest('base64url').slice(0, 22);
  return userId
    ? [hash(`address:${address}`), hash(`user:${userId}`)]
    : [hash(`address:${address}`)];
}

/**
 * Views in front of the database: the database does the counting (one row per
 * viewer key and day, unique across processes), and memory spares it the
 * repeat work, so a cached page or post is served without a query: a reader
 * already counted today is not counted again (remembering that is safe in any
 * one process: the database would refuse the second count anyway), and totals
 * are reused until a view in any process drops them.
 */
export function createViewCounter(
  repository: PostViewsRepository,
  now: () => Date,
  broadcast: Broadcast = createLocalBroadcast(),
): ViewCounter {
  const totals = new LRUCache<string, number>({ max: MAX_TOTALS, ttl: TOTALS_TTL_MS });
  const countedToday = new LRUCache<string, true>({ max: MAX_RECENT_VIEWERS, ttl: DAY_MS });
  broadcast.subscribe(VIEWED_TOPIC, {
    message: (data) => {
      const viewed = ZPostViewed.safeParse(data);
      if (viewed.success) totals.delete(viewed.data.postId);
    },
    missed: () => totals.clear(),
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
      const viewedAt = now();
      const day = viewDay(viewedAt);
      const viewers = viewerKeys(viewer, day);
      const remembered = viewers.map((key) => `${postId}\n${key}`);
      if (remembered.some((key) => countedToday.get(key))) {
        return (await totalsFor([postId])).get(postId) ?? 0;
      }
      const total = await repository.countView({ postId, viewers, day, viewedAt });
      for (const key of remembered) countedToday.set(key, true);
      totals.set(postId, total);
      // Not awaited: the reader need not wait, and a lost word costs at most TOTALS_TTL_MS.
      broadcast.publish(VIEWED_TOPIC, { postId }).catch(() => {});
      return total;
    },
  };
}
