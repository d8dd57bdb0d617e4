import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { createLogger } from '../../lib/logger';
import { CONTENT_UNAVAILABLE_MESSAGE, createContentCache } from './content-cache';
import { CmsRequestError } from './strapi-client';

const QUIET = createLogger('silent');
const cmsDown = () => new CmsRequestError('unavailable', 'connection refused');

/** A load that answers `values` in turn (the last one from then on) and counts its calls. */
function loader<T>(...values: (T | Error)[]) {
  const load = Object.assign(
    async (): Promise<T> => {
      const value = values[Math.min(load.calls, values.length - 1)];
      load.calls += 1;
      if (value instanceof Error) throw value;
      return value as T;
    },
    { calls: 0 },
  );
  return load;
}

describe('createContentCache', () => {
  it('loads once and serves from memory while fresh', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET });
    const load = loader(['a']);
    expect(await cache.read('posts', ['blog-post'], load)).toEqual(['a']);
    expect(await cache.read('posts', ['blog-post'], load)).toEqual(['a']);
    expect(load.calls).toBe(1);
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET });
    let calls = 0;
    let release: (value: string) => void = () => {};
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const reads = Array.from({ length: 20 }, () => cache.read('post:x', ['blog-post'], load));
    release('post x');
    expect(await Promise.all(reads)).toEqual(Array(20).fill('post x'));
    expect(calls).toBe(1);
  });

  it('caches a missing document (null) too', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET });
    const load = loader<null>(null);
    expect(await cache.read('post:none', ['blog-post'], load)).toBeNull();
    expect(await cache.read('post:none', ['blog-post'], load)).toBeNull();
    expect(load.calls).toBe(1);
  });

  it('reloads after invalidation of a tag, and only entries with that tag', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET });
    const posts = loader('old posts', 'new posts');
    const legal = loader('terms');
    await cache.read('posts', ['blog-post'], posts);
    await cache.read('legal:terms', ['legal-document'], legal);
    cache.invalidate(['blog-post']);
    expect(await cache.read('posts', ['blog-post'], posts)).toBe('new posts');
    expect(await cache.read('legal:terms', ['legal-document'], legal)).toBe('terms');
    expect(legal.calls).toBe(1);
  });

  it('never keeps what a load that began before an invalidation returns', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET });
    let release: (value: string) => void = () => {};
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const before = cache.read('posts', ['blog-post'], slow);
    cache.invalidate(['blog-post']);
    const after = cache.read('posts', ['blog-post'], async () => 'after the change');
    release('before the change');
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(await cache.read('posts', ['blog-post'], async () => 'another load')).toBe(
      'after the change',
    );
  });

  it('reloads after the TTL', async () => {
    const cache = createContentCache({ ttlMs: 20, logger: QUIET });
    const load = loader('first', 'second');
    await cache.read('meditations', ['meditation'], load);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.read('meditations', ['meditation'], load)).toBe('second');
  });

  it('serves the last good value when the CMS fails, even after an invalidation', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET });
    const load = loader<string>('cached posts', cmsDown());
    await cache.read('posts', ['blog-post'], load);
    cache.invalidate(['blog-post']);
    expect(await cache.read('posts', ['blog-post'], load)).toBe('cached posts');
    expect(load.calls).toBe(2);
  });

  it('answers 503 with a clear message for what was never cached, and caches no failure', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET });
    const load = loader<string>(cmsDown(), 'back again');
    const failure = await cache.read('post:new', ['blog-post'], load).catch((error) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 503, message: CONTENT_UNAVAILABLE_MESSAGE });
    expect(await cache.read('post:new', ['blog-post'], load)).toBe('back again');
  });

  it('lets a programming error through instead of hiding it as an outage', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET });
    const bug = new TypeError('x is undefined');
    await expect(cache.read('posts', ['blog-post'], loader<string>(bug))).rejects.toBe(bug);
  });

  it('keeps real copies for an outage however many unknown slugs and ids were asked for', async () => {
    const cache = createContentCache({ ttlMs: 60_000, logger: QUIET, maxEntries: 10 });
    await cache.read('post:real', ['blog-post'], loader('the real post'));
    await cache.read('posts:page:9:0', ['blog-post'], loader(['card']), {
      isNotFound: (cards) => cards.length === 0,
    });
    for (let index = 0; index < 50; index += 1) {
      await cache.read(`post:random-${index}`, ['blog-post'], loader(null));
      await cache.read(`post-id:random-${index}`, ['blog-post'], loader(false), {
        isNotFound: (isFound) => !isFound,
      });
      await cache.read(`posts:page:9:${900 + index}`, ['blog-post'], loader<string[]>([]), {
        isNotFound: (cards) => cards.length === 0,
      });
    }
    // The CMS goes down and a webhook marks every post stale.
    cache.invalidate(['blog-post']);
    expect(await cache.read('post:real', ['blog-post'], loader<string>(cmsDown()))).toBe(
      'the real post',
    );
    expect(await cache.read('posts:page:9:0', ['blog-post'], loader<string[]>(cmsDown()))).toEqual([
      'card',
    ]);
    // A not-found is never served as a last good value: it is a 503 like anything uncached.
    const unknown = await cache
      .read('post:random-1', ['blog-post'], loader<null>(cmsDown()))
      .catch((error: unknown) => error);
    expect(unknown).toMatchObject({ status: 503, message: CONTENT_UNAVAILABLE_MESSAGE });
  });
});
