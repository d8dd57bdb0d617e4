import { pathToFileURL } from 'node:url';

import { z } from 'zod';

import { PAGE_SLOT } from './page-slot';

/** What the shell's prerender bundle exports (src/server/prerender.tsx). */
const ZChromeBundle = z.object({
  renderSignedInChrome: z.custom<(pathname: string) => Promise<string>>(
    (value) => typeof value === 'function',
  ),
});

/** Paths drawn (the signed-in routes): a bound, should the table ever grow. */
const MAX_PATHS = 100;

export type TSignedInChrome = {
  /** The chrome at `pathname` with PAGE_SLOT where the page goes; null without a bundle. */
  at: (pathname: string) => Promise<string | null>;
};

/**
 * The signed-in chrome drawn by the shell's own prerender bundle (dist-server/prerender.cjs),
 * once per path (it shows nothing of the user). A shell built without the bundle, or one
 * that fails, draws no chrome: signed-in pages are then sent as before, drawn by the browser.
 */
export function createSignedInChrome(bundlePath: string): TSignedInChrome {
  let bundle: Promise<z.infer<typeof ZChromeBundle> | null> | undefined;
  const loadBundle = () => {
    bundle ??= import(pathToFileURL(bundlePath).href).then(
      (module: unknown) => {
        const exports = z.object({ default: ZChromeBundle }).or(ZChromeBundle).parse(module);
        return 'default' in exports ? exports.default : exports;
      },
      () => null,
    );
    return bundle;
  };
  const drawn = new Map<string, Promise<string | null>>();

  const draw = async (pathname: string): Promise<string | null> => {
    const loaded = await loadBundle();
    const html = loaded ? await loaded.renderSignedInChrome(pathname) : null;
    return html?.includes(PAGE_SLOT) ? html : null;
  };

  return {
    at: (pathname) => {
      let chrome = drawn.get(pathname);
      if (!chrome) {
        chrome = draw(pathname).catch(() => null);
        if (drawn.size >= MAX_PATHS) drawn.delete(drawn.keys().next().value ?? pathname);
        drawn.set(pathname, chrome);
      }
      return chrome;
    },
  };
}

/** The remote's page written into the chrome's slot (a function: the page may hold `$&`). */
export const placeInChrome = (chrome: string, pageHtml: string): string =>
  chrome.replace(PAGE_SLOT, () => pageHtml);
