import { describe, expect, it } from 'vitest';

import { startChunksOf } from './start-chunks-plugin';

const group = (files: string[]) => ({ getFiles: () => files });

describe('startChunksOf', () => {
  it("lists each named chunk group's scripts, leaving out other files and missing groups", () => {
    const groups = new Map([
      ['bootstrap', group(['zod.1.js', 'bootstrap.1.js', 'bootstrap.1.css'])],
      ['main', group(['main.1.js'])],
    ]);
    expect(startChunksOf(groups, ['bootstrap', 'signed-in-layout'])).toEqual({
      bootstrap: ['zod.1.js', 'bootstrap.1.js'],
    });
  });
});
