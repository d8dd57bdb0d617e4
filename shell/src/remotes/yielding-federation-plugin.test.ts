import { describe, expect, it } from 'vitest';

import { yieldingFederationPlugin } from './yielding-federation-plugin';

/** Runs `step` and says whether a task queued just before it ran before it resolved. */
const runsAfterQueuedTask = async (step: () => Promise<unknown>) => {
  let queuedTaskRan = false;
  setTimeout(() => {
    queuedTaskRan = true;
  }, 0);
  await step();
  return queuedTaskRan;
};

/** Runs a hook: whether a task queued just before ran before it resolved, and what it returned. */
const runHook = async (hook: () => unknown) => {
  let passedOn: unknown;
  const ranAfter = await runsAfterQueuedTask(async () => {
    passedOn = await hook();
  });
  return { ranAfter, passedOn };
};

describe('yieldingFederationPlugin', () => {
  const plugin = yieldingFederationPlugin();
  // The hooks' arguments are passed through untouched: any object stands for them.
  const args = { remoteInfo: { name: 'blog' } } as never;

  it('starts a remote container in a new task, and passes its arguments on', async () => {
    const { ranAfter, passedOn } = await runHook(() => plugin.beforeInitContainer?.(args));
    expect(ranAfter).toBe(true);
    expect(passedOn).toBe(args);
  });

  it('builds the page module in a new task after the container started', async () => {
    const { ranAfter, passedOn } = await runHook(() => plugin.initContainer?.(args));
    expect(ranAfter).toBe(true);
    expect(passedOn).toBe(args);
    expect(await runsAfterQueuedTask(async () => plugin.onLoad?.(args))).toBe(true);
  });

  it('picks each shared module in a new task, and passes its arguments on', async () => {
    const { ranAfter, passedOn } = await runHook(() => plugin.beforeLoadShare?.(args));
    expect(ranAfter).toBe(true);
    expect(passedOn).toBe(args);
  });

  it('runs a shared module as soon as it is loaded', () => {
    let runs = 0;
    const loaded = { selectedShared: { lib: () => (runs += 1) } } as never;
    expect(plugin.afterLoadShare?.(loaded)).toBe(loaded);
    expect(runs).toBe(1);
    // A share with nothing loaded yet is passed on as it is.
    expect(plugin.afterLoadShare?.(args)).toBe(args);
  });
});
