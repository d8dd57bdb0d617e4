import {
  PRERENDER_PATH,
  SIGNED_IN_PARAM,
  ZPrerenderedPage,
  type TPrerenderedPage,
} from '@manifest/static-server/prerendered-page';

import type { TRemoteEntry, TRemotesManifest } from '../remotes/remotes-manifest';
import { PRERENDER_ID, PRERENDER_STATE_ID, ROOT_ID } from '../prerender/prerender-elements';
import { scriptJson } from './escape-html';
import { hasSignedInHint, pageRouteOf, type TRouteTables } from './page-route';
import { placeInChrome } from './signed-in-chrome';

/**
 * How long a page waits for its remote's HTML. Past it the page is sent without (the
 * browser draws it, as before), so a slow remote never slows the shell.
 */
const PRERENDER_TIMEOUT_MS = 400;

export type TPrerenderedPagesOptions = {
  remotesManifest: TRemotesManifest;
  routes: TRouteTables;
  /**
   * The signed-in chrome with the page's slot (signed-in-chrome.ts). Without it, a browser
   * holding a session gets no prerendered page.
   */
  signedInChrome?: (pathname: string) => Promise<string | null>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** The remote's server beside its mf-manifest.json: the same origin answers /_prerender. */
const prerenderUrl = (entry: TRemoteEntry, pathWithSearch: string, signedIn: boolean) => {
  const url = new URL(PRERENDER_PATH, entry.entry);
  url.searchParams.set('path', pathWithSearch);
  if (signedIn) url.searchParams.set(SIGNED_IN_PARAM, '1');
  return url;
};

/**
 * A page comes with its HTML: the shell's server asks the remote that owns the route to
 * render it, and writes it into the page. For a browser holding a session (the hint
 * cookie) that is the page's frame, drawn inside the shell's signed-in chrome. Any
 * failure (the remote prerenders no such page, is slow, answers nonsense) sends the page
 * as it was.
 */
export function createPrerenderedPages({
  remotesManifest,
  routes,
  signedInChrome,
  fetch: fetchPage = fetch,
  timeoutMs = PRERENDER_TIMEOUT_MS,
}: TPrerenderedPagesOptions) {
  const entries = new Map(remotesManifest.remotes.map((remote) => [remote.name, remote]));

  const readPage = async (entry: TRemoteEntry, pathWithSearch: string, signedIn: boolean) => {
    const response = await fetchPage(prerenderUrl(entry, pathWithSearch, signedIn), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const parsed = ZPrerenderedPage.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  };

  const read = async (
    pathWithSearch: string,
    cookieHeader?: string,
  ): Promise<TPrerenderedPage | null> => {
    const signedIn = hasSignedInHint(cookieHeader);
    try {
      const { pathname } = new URL(`http://localhost${pathWithSearch}`);
      const entry = entries.get(pageRouteOf(routes, pathname, signedIn)?.remote ?? '');
      if (!entry) return null;
      if (!signedIn) return await readPage(entry, pathWithSearch, false);
      if (!signedInChrome) return null;
      const page = await readPage(entry, pathWithSearch, true);
      // Only a frame goes in the chrome: a remote deployed before frames draws its visitor
      // page. Asked after it, so only an address with a frame has its chrome drawn (kept).
      if (!page?.signedIn) return null;
      const chrome = await signedInChrome(pathname);
      return chrome ? { ...page, html: placeInChrome(chrome, page.html) } : null;
    } catch {
      return null;
    }
  };

  return { read };
}

/**
 * The page's HTML in place of the empty root, which stays hidden until the app draws the
 * page (a function as replacement: the page's text may hold `$&` and the like).
 */
export const insertPrerendered = (html: string, { html: pageHtml, state }: TPrerenderedPage) =>
  html.replace(
    `<div id="${ROOT_ID}"></div>`,
    () =>
      `<div id="${PRERENDER_ID}">${pageHtml}</div>` +
      `<script id="${PRERENDER_STATE_ID}" type="application/json">${scriptJson(state)}</script>` +
      `<div id="${ROOT_ID}" hidden></div>`,
  );
