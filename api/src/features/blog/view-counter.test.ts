import { describe, expect, it } from 'vitest';
import type { PostViewsRepository } from './post-views-repository';
import { createViewCounter } from './view-counter';

/** An in-memory repository that counts like the SQL one and records its calls. */
function fakeRepository() {
  const totals = new Map<string, number>();
  const seen = new Set<string>();
  const calls: string[] = [];
  const repository: PostViewsRepository = {
    async countView({ postId, viewer }) {
      calls.push(`count ${postId}`);
      if (!seen.has(`${postId}|${viewer}`)) {
        seen.add(`${postId}|${viewer}`);
        totals.set(postId, (totals.get(postId) ?? 0) + 1);
      }
      return totals.get(postId) ?? 0;
    },
    async totalsFor(ids) {
      calls.push(`totals ${ids.join(',')}`);
      return new Map(ids.filter((id) => totals.has(id)).map((id) => [id, totals.get(id)!]));
    },
  };
  return { repository, calls, totals };
}

describe('createViewCounter', () => {
  it('counts each reader once and shows the new total on the cards at once', async () => {
    const { repository } = fakeRepository();
    const counter = createViewCounter(repository, () => new Date());
    expect(await counter.countView('p1', 'reader-a')).toBe(1);
    expect(await counter.countView('p1', 'reader-a')).toBe(1);
    expect(await counter.countView('p1', 'reader-b')).toBe(2);
    expect(await counter.totalsFor(['p1', 'p2'])).toEqual(
      new Map([
        ['p1', 2],
        ['p2', 0],
      ]),
    );
  });

  it('spares the database repeat work: a known reader and known totals need no query', async () => {
    const { repository, calls } = fakeRepository();
    const counter = createViewCounter(repository, () => new Date());
    await counter.countView('p1', 'reader-a');
    await counter.totalsFor(['p1', 'p2']);
    calls.length = 0;
    await counter.countView('p1', 'reader-a');
    await counter.totalsFor(['p1', 'p2']);
    expect(calls).toEqual([]);
  });
});
