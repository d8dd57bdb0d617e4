import { LRUCache } from 'lru-cache';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import { CmsRequestError } from './strapi-client';

export const CONTENT_UNAVAILABLE_MESSAGE =
  'Content is temporarily unavailable. Please try again shortly.';

/** One tag per CMS content type; a webhook about a type drops every entry tagged with it. */
export const CONTENT_TAGS = [
  'blog-post',
  'blog-category',
  'comment',
  'meditation',
  'affirmation',
  'legal-document',
] as const;
export type ContentTag = (typeof CONTENT_TAGS)[number];

export type ContentCache = {
  /**
   * The value under `key`: from memory while fresh, else loaded once (concurrent
   * misses share one load). When the load fails, the last good value is served,
   * even an expired or invalidated one; with none, a 503 HttpError. A value
   * `isNotFound` calls not found (default: null) is cached while fresh but never
   * kept as a last good value.
   */
  read: <T>(
    key: string,
    tags: readonly ContentTag[],
    load: (signal: AbortSignal) => Promise<T>,
    options?: ReadOptions<T>,
  ) => Promise<T>;
  /**
   * Every entry tagged with one of `tags` is reloaded on its next read; a shared
   * cache (shared-content-cache.ts) resolves once the other processes are told.
   */
  invalidate: (tags: readonly ContentTag[]) => void | Promise<void>;
};

export type ReadOptions<T> = {
  /**
   * True for a value that says "not found" (no such post, an empty page).
   * Anyone can ask for endless unknown slugs; kept as last good values they
   * would push the real copies out, and a CMS outage would then find nothing
   * to serve.
   */
  isNotFound?: (value: T) => boolean;
};

const isNull = (value: unknown): boolean => value === null;

/** How a read was served: from memory, loaded from the CMS, the last good copy, or not at all. */
export type ContentReadResult = 'hit' | 'miss' | 'stale' | 'unavailable';

export type ContentCacheOptions = {
  ttlMs: number;
  logger: Logger;
  maxEntries?: number;
  /** Hears how each read was served (the content cache metrics). */
  onRead?: (result: ContentReadResult) => void;
};

// Boxed: lru-cache stores no null, and a post that does not exist (null) is worth caching too.
type Box = { value: unknown };
type Load = (signal: AbortSignal) => Promise<unknown>;

const DEFAULT_MAX_ENTRIES = 2_000;

/**
 * lru-cache does the hard parts: TTL, a bound on entries, and one load per key
 * however many requests miss at once. Invalidation bumps a generation per tag
 * that is part of the stored key, so a load that started before the webhook
 * can never be served after it; old generations simply age out. The last good
 * value per key is kept aside (no TTL) for when the CMS is down; not-found
 * answers never are (ReadOptions.isNotFound).
 */
export function createContentCache({
  ttlMs,
  logger,
  maxEntries = DEFAULT_MAX_ENTRIES,
  onRead = () => {},
}: ContentCacheOptions): ContentCache {
  const fresh = new LRUCache<string, Box, Load>({
    max: maxEntries,
    ttl: ttlMs,
    fetchMethod: async (_key, _stale, { signal, context }) => ({ value: await context(signal) }),
  });
  const lastGood = new LRUCache<string, Box>({ max: maxEntries });
  const generations = new Map<ContentTag, number>(CONTENT_TAGS.map((tag) => [tag, 0]));

  const storedKey = (key: string, tags: readonly ContentTag[]) =>
    `${tags.map((tag) => `${tag}@${generations.get(tag) ?? 0}`).join(',')}|${key}`;

  return {
    async read<T>(
      key: string,
      tags: readonly ContentTag[],
      load: (signal: AbortSignal) => Promise<T>,
      { isNotFound = isNull }: ReadOptions<T> = {},
    ): Promise<T> {
      try {
        const status: LRUCache.Status<string, Box, Load> = {};
        const box = await fresh.fetch(storedKey(key, tags), { context: load, status });
        if (!box) throw new Error(`Cache load for ${key} gave nothing`);
        if (!isNotFound(box.value as T)) lastGood.set(key, box);
        onRead(status.fetch === 'hit' ? 'hit' : 'miss');
        return box.value as T;
      } catch (error) {
        if (!(error instanceof CmsRequestError)) throw error;
        const stale = lastGood.get(key);
        logger.warn(
          stale ? 'CMS read failed, serving the last good copy' : 'CMS read failed, nothing cached',
          { key, failure: error.failure, reason: error.message },
        );
        onRead(stale ? 'stale' : 'unavailable');
        if (stale) return stale.value as T;
        throw new HttpError(503, CONTENT_UNAVAILABLE_MESSAGE, {
          headers: { 'Retry-After': '5' },
        });
      }
    },

    invalidate(tags) {
      for (const tag of tags) generations.set(tag, (generations.get(tag) ?? 0) + 1);
    },
  };
}
