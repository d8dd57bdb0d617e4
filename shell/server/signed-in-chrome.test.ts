import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { prerenderedFileOf } from '@manifest/build-config/prerender-bundle';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PAGE_SLOT } from '../src/prerender/page-slot';
import { createSignedInChrome, placeInChrome } from './signed-in-chrome';

describe('createSignedInChrome', () => {
  let dist: string;

  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'signed-in-chrome-'));
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  const build = async (path: string, html: string) => {
    const file = join(dist, prerenderedFileOf(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };

  it('reads the chrome the build wrote for each path, once', async () => {
    await build('/', `<nav>/</nav>${PAGE_SLOT}`);
    await build('/daily-tasks', `<nav>/daily-tasks</nav>${PAGE_SLOT}`);
    const chrome = createSignedInChrome(dist);
    expect(await chrome.at('/')).toBe(`<nav>/</nav>${PAGE_SLOT}`);
    expect(await chrome.at('/daily-tasks')).toBe(`<nav>/daily-tasks</nav>${PAGE_SLOT}`);
    // Read once: a later build of the same shell is a new server.
    await build('/daily-tasks', `<nav>changed</nav>${PAGE_SLOT}`);
    expect(await chrome.at('/daily-tasks')).toBe(`<nav>/daily-tasks</nav>${PAGE_SLOT}`);
  });

  it('is null where none was built, or where the chrome has no place for the page', async () => {
    await build('/dashboard', '<nav></nav>');
    const chrome = createSignedInChrome(dist);
    expect(await chrome.at('/dashboard')).toBeNull();
    expect(await chrome.at('/settings')).toBeNull();
  });
});

describe('placeInChrome', () => {
  it("writes the page in the chrome's slot, keeping text that looks like a replacement pattern", () => {
    expect(placeInChrome(`<main>${PAGE_SLOT}</main>`, '<p>$& and $1</p>')).toBe(
      '<main><p>$& and $1</p></main>',
    );
  });
});
