import { describe, expect, it } from 'vitest';
import { createBroadcastHub } from '../../../test/support/broadcast-hub';
import { createLogger } from '../../lib/logger';
import { createContentCache } from './content-cache';
import { shareContentCache } from './shared-content-cache';

const QUIET = createLogger('silent');

/** A load that answers a new version on every call. */
function versions(name: string) {
  let calls = 0;
  return async () => {
    calls += 1;
    return `${name} v${calls}`;
  };
}

describe('shareContentCache', () => {
  const processes = () => {
    const hub = createBroadcastHub();
    const cache = () =>
      shareContentCache(createContentCache({ ttlMs: 60_000, logger: QUIET }), hub.join());
    return { hub, first: cache(), second: cache() };
  };

  it('drops in every process what a webhook dropped in one, and only that', async () => {
    const { first, second } = processes();
    const [posts1, posts2, legal2] = [versions('posts'), versions('posts'), versions('terms')];
    expect(await first.read('posts', ['blog-post'], posts1)).toBe('posts v1');
    expect(await second.read('posts', ['blog-post'], posts2)).toBe('posts v1');
    expect(await second.read('legal', ['legal-document'], legal2)).toBe('terms v1');

    await first.invalidate(['blog-post']);
    expect(await first.read('posts', ['blog-post'], posts1)).toBe('posts v2');
    expect(await second.read('posts', ['blog-post'], posts2)).toBe('posts v2');
    expect(await second.read('legal', ['legal-document'], legal2)).toBe('terms v1');
  });

  it('drops everything in a process that may have missed a message', async () => {
    const { hub, first, second } = processes();
    const legal = versions('terms');
    await second.read('legal', ['legal-document'], legal);
    hub.cut();
    await first.invalidate(['legal-document']);
    expect(await second.read('legal', ['legal-document'], legal)).toBe('terms v1');
    hub.restore();
    expect(await second.read('legal', ['legal-document'], legal)).toBe('terms v2');
  });
});
