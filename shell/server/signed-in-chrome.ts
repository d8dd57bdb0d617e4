import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { prerenderedFileOf } from '@manifest/build-config/prerender-bundle';

import { PAGE_SLOT } from '../src/prerender/page-slot';

export type TSignedInChrome = {
  /** The chrome at `pathname` with PAGE_SLOT where the page goes; null where none was built. */
  at: (pathname: string) => Promise<string | null>;
};

/**
 * The signed-in chrome (top bar, tabs, guides' launchers) at each signed-in path, as the
 * shell's build wrote it (src/prerender.tsx, into dist/prerendered/): read once per
 * path, since it shows nothing of the user. A path without a built chrome has none: its
 * signed-in page is then sent as before, drawn by the browser.
 */
export function createSignedInChrome(distDir: string): TSignedInChrome {
  const read = new Map<string, Promise<string | null>>();
  const readChrome = async (pathname: string): Promise<string | null> => {
    const html = await readFile(join(distDir, prerenderedFileOf(pathname)), 'utf8');
    return html.includes(PAGE_SLOT) ? html : null;
  };
  return {
    at: (pathname) => {
      let chrome = read.get(pathname);
      if (!chrome) {
        // A path with no file is kept as null too: nothing is asked of the disk again.
        chrome = readChrome(pathname).catch(() => null);
        read.set(pathname, chrome);
      }
      return chrome;
    },
  };
}

/** The remote's page written into the chrome's slot (a function: the page may hold `$&`). */
export const placeInChrome = (chrome: string, pageHtml: string): string =>
  chrome.replace(PAGE_SLOT, () => pageHtml);
