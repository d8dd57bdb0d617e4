import { describe, expect, it } from 'vitest';

describe("the apps' zod setting", () => {
  it('is the one zod reads: jitless, set before zod loads', async () => {
    await import('./browser/zod-without-eval');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
