import { describe, expect, it } from 'vitest';
import { createBroadcastHub } from '../../../test/support/broadcast-hub';
import type { PostViewsRepository } from './post-views-repository';
import { createViewCounter, viewDay, viewerKeys } from './view-counter';

/** An in-memory repository that counts like the SQL one and records its calls. */
function fakeRepository() {
  const totals = new Map<string, number>();
  const seen = new Set<string>();
  const calls: string[] = [];
  const repository: PostViewsRepository = {
    async countView({ postId, viewers, day }) {
      calls.push(`count ${postId}`);
      const keys = viewers.map((viewer) => `${postId}|${day}|${viewer}`);
      if (!keys.some((key) => seen.has(key))) {
        totals.set(postId, (totals.get(postId) ?? 0) + 1);
      }
      for (const key of keys) seen.add(key);
      return totals.get(postId) ?? 0;
    },
    async totalsFor(ids) {
      calls.push(`totals ${ids.join(',')}`);
      return new Map(ids.filter((id) => totals.has(id)).map((id) => [id, totals.get(id)!]));
    },
  };
  return { repository, calls, totals };
}

const MORNING = new Date('2030-05-01T08:00:00Z');

describe('viewerKeys', () => {
  it('hashes the address (and the account) with the day: no address or id is kept', () => {
    const [address, user] = viewerKeys({ address: '203.0.113.9', userId: 'u-1' }, '2030-05-01');
    expect(address).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(user).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(`${address}${user}`).not.toContain('203.0.113.9');
    expect(viewerKeys({ address: '203.0.113.9' }, '2030-05-02')[0]).not.toBe(address);
    expect(viewerKeys({ address: '203.0.113.9' }, '2030-05-01')).toEqual([address]);
  });

  it('uses the UTC day', () => {
    expect(viewDay(new Date('2030-05-01T23:59:59Z'))).toBe('2030-05-01');
  });
});

describe('createViewCounter', () => {
  it('counts an address once a day, and a signed-in reader once a day wherever they are', async () => {
    const { repository } = fakeRepository();
    let now = MORNING;
    const counter = createViewCounter(repository, () => now);
    expect(await counter.countView('p1', { address: 'a' })).toBe(1);
    expect(await counter.countView('p1', { address: 'a' })).toBe(1);
    expect(await counter.countView('p1', { address: 'b', userId: 'u' })).toBe(2);
    expect(await counter.countView('p1', { address: 'c', userId: 'u' })).toBe(2);
    expect(await counter.countView('p2', { address: 'a' })).toBe(1);
    now = new Date('2030-05-02T00:00:01Z');
    expect(await counter.countView('p1', { address: 'a' })).toBe(3);
    expect(await counter.totalsFor(['p1', 'p3'])).toEqual(
      new Map([
        ['p1', 3],
        ['p3', 0],
      ]),
    );
  });

  it('spares the database repeat work: a known reader and known totals need no query', async () => {
    const { repository, calls } = fakeRepository();
    const counter = createViewCounter(repository, () => MORNING);
    await counter.countView('p1', { address: 'a', userId: 'u' });
    await counter.totalsFor(['p1', 'p2']);
    calls.length = 0;
    await counter.countView('p1', { address: 'a' });
    await counter.countView('p1', { address: 'z', userId: 'u' });
    await counter.totalsFor(['p1', 'p2']);
    expect(calls).toEqual([]);
  });
});

describe('createViewCounter in several API processes', () => {
  it('drops a total when another process counts a view, and everything after a lost connection', async () => {
    const { repository, calls } = fakeRepository();
    const hub = createBroadcastHub();
    const first = createViewCounter(repository, () => MORNING, hub.join());
    const second = createViewCounter(repository, () => MORNING, hub.join());
    expect(await second.totalsFor(['p1', 'p2'])).toEqual(
      new Map([
        ['p1', 0],
        ['p2', 0],
      ]),
    );

    await first.countView('p1', { address: 'a' });
    calls.length = 0;
    expect(await second.totalsFor(['p1', 'p2'])).toEqual(
      new Map([
        ['p1', 1],
        ['p2', 0],
      ]),
    );
    expect(calls).toEqual(['totals p1']);

    hub.cut();
    await first.countView('p2', { address: 'a' });
    expect((await second.totalsFor(['p2'])).get('p2')).toBe(0);
    hub.restore();
    expect((await second.totalsFor(['p2'])).get('p2')).toBe(1);
  });
});
