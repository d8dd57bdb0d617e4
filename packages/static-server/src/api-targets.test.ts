import { afterEach, describe, expect, it } from 'vitest';

import { createApiTargets, type TApiTargets } from './api-targets';

const A = 'http://127.0.0.1:4000';
const B = 'http://127.0.0.1:4001';
const C = 'http://127.0.0.1:4002';

/** A fetch that answers each target's readiness with the status the test sets. */
const readiness = (statuses: Record<string, number>) =>
  (async (url: string) => {
    const status = statuses[new URL(url).origin] ?? 0;
    if (status === 0) throw new TypeError('fetch failed');
    return new Response(null, { status });
  }) as unknown as typeof fetch;

const turns = (targets: TApiTargets, count: number) =>
  Array.from({ length: count }, () => targets.next());

describe('createApiTargets', () => {
  let targets: TApiTargets | undefined;
  afterEach(() => targets?.stop());

  it('sends everything to the one target there is, without checking it', () => {
    let asked = 0;
    targets = createApiTargets({
      targets: [A],
      readyPath: '/ready',
      fetch: (async () => {
        asked += 1;
        return new Response(null, { status: 503 });
      }) as unknown as typeof fetch,
    });
    targets.markDown(A);
    expect(turns(targets, 3)).toEqual([A, A, A]);
    expect(asked).toBe(0);
  });

  it('takes turns over every target, and leaves out one that refused a connection', () => {
    targets = createApiTargets({ targets: [A, B, C], readyPath: '/ready', intervalMs: 60_000 });
    expect(new Set(turns(targets, 3))).toEqual(new Set([A, B, C]));
    targets.markDown(B);
    expect(turns(targets, 4).sort()).toEqual([A, A, C, C]);
  });

  it('follows the readiness checks: out while not ready, back once ready again', async () => {
    const statuses: Record<string, number> = { [A]: 200, [B]: 503 };
    targets = createApiTargets({
      targets: [A, B],
      readyPath: '/api/health/ready',
      intervalMs: 10,
      fetch: readiness(statuses),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(turns(targets, 4)).toEqual([A, A, A, A]);
    statuses[B] = 200;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(new Set(turns(targets, 2))).toEqual(new Set([A, B]));
  });

  it('still tries every target when none is ready: the answer is then the 502 of the one asked', async () => {
    targets = createApiTargets({
      targets: [A, B],
      readyPath: '/ready',
      intervalMs: 10,
      fetch: readiness({}),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(new Set(turns(targets, 2))).toEqual(new Set([A, B]));
  });
});
