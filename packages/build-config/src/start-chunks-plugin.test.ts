import type { StatsCompilation } from '@rspack/core';
import { describe, expect, it } from 'vitest';

import { startChunksOf } from './start-chunks-plugin';

const asset = (name: string) => ({ name, size: 1 });

describe('startChunksOf', () => {
  it("lists each named chunk group's scripts, leaving out other files and missing groups", () => {
    const stats = {
      namedChunkGroups: {
        bootstrap: {
          assets: [asset('zod.1.js'), asset('bootstrap.1.js'), asset('bootstrap.1.css')],
        },
        main: { assets: [asset('main.1.js')] },
      },
    } as unknown as StatsCompilation;
    expect(startChunksOf(stats, ['bootstrap', 'signed-in-layout'])).toEqual({
      bootstrap: ['zod.1.js', 'bootstrap.1.js'],
    });
  });
});
