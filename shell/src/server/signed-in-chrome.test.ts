import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PAGE_SLOT } from './page-slot';
import { createSignedInChrome, placeInChrome } from './signed-in-chrome';

// A stand-in for the shell's built bundle: it counts its renders in a global the test reads.
const bundle = (body: string) => `
module.exports = {
  renderSignedInChrome: async (pathname) => {
    globalThis.chromeRenders.push(pathname);
    ${body}
  },
};
`;

declare global {
  var chromeRenders: string[];
}

describe('createSignedInChrome', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'signed-in-chrome-'));
    globalThis.chromeRenders = [];
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const withBundle = async (name: string, body: string) => {
    const path = join(folder, name);
    await writeFile(path, bundle(body));
    return createSignedInChrome(path);
  };

  it('draws the chrome of each path once, however many pages ask', async () => {
    const chrome = await withBundle(
      'drawn.cjs',
      `return '<nav>' + pathname + '</nav>${PAGE_SLOT}';`,
    );
    const drawn = await Promise.all([chrome.at('/dashboard'), chrome.at('/dashboard')]);
    expect(drawn).toEqual([
      `<nav>/dashboard</nav>${PAGE_SLOT}`,
      `<nav>/dashboard</nav>${PAGE_SLOT}`,
    ]);
    expect(await chrome.at('/daily-tasks')).toBe(`<nav>/daily-tasks</nav>${PAGE_SLOT}`);
    expect(globalThis.chromeRenders).toEqual(['/dashboard', '/daily-tasks']);
  });

  it('is null without a bundle, with a chrome that throws, or one with no place for the page', async () => {
    expect(await createSignedInChrome(join(folder, 'not-built.cjs')).at('/dashboard')).toBeNull();
    expect(await (await withBundle('throws.cjs', `throw new Error('no');`)).at('/')).toBeNull();
    expect(await (await withBundle('no-slot.cjs', `return '<nav></nav>';`)).at('/')).toBeNull();
  });
});

describe('placeInChrome', () => {
  it("writes the page in the chrome's slot, keeping text that looks like a replacement pattern", () => {
    expect(placeInChrome(`<main>${PAGE_SLOT}</main>`, '<p>$& and $1</p>')).toBe(
      '<main><p>$& and $1</p></main>',
    );
  });
});
