import { prerenderedFileOf } from '@manifest/build-config/prerender-bundle';
import { fixedPaths, type TPageLine } from '@manifest/remote-kit/pages';
import {
  PRERENDER_PATH,
  ZPrerenderedPage,
  type TPrerenderedPage,
} from '@manifest/static-server/prerendered-page';

import type { TRemoteEntry, TRemotesManifest } from '../src/remotes/remotes-manifest';
import { PRERENDER_ID, PRERENDER_STATE_ID, ROOT_ID } from '../src/prerender/prerender-elements';
import { scriptJson } from './escape-html';
import { hasSignedInHint, pageRouteOf, type TRouteTables } from './page-route';
import { createUrlReads } from './remote-file-reads';
import { placeInChrome } from './signed-in-chrome';

/**
 * How long a page waits for its remote to draw it per request. Past it the page is sent
 * without (the browser draws it), so a slow remote never slows the shell.
 */
const PRERENDER_TIMEOUT_MS = 400;

/** A page as the shell writes it in: its HTML, and the data it was drawn with, if any. */
export type TPageHtml = { html: string; state?: TPrerenderedPage['state'] };

export type TPrerenderedPagesOptions = {
  remotesManifest: TRemotesManifest;
  routes: TRouteTables;
  /** A page's line in its remote's page list (remote-page-lists.ts). */
  lineOf: (remote: string, module: string) => Promise<TPageLine | undefined>;
  /**
   * The signed-in chrome with the page's slot (signed-in-chrome.ts). Without it, a browser
   * holding a session gets no prerendered page.
   */
  signedInChrome?: (pathname: string) => Promise<string | null>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** The remote's server beside its mf-manifest.json: the same origin answers /_prerender. */
const prerenderUrl = (entry: TRemoteEntry, pathWithSearch: string) => {
  const url = new URL(PRERENDER_PATH, entry.entry);
  url.searchParams.set('path', pathWithSearch);
  return url;
};

/**
 * A page comes with its HTML (docs/prerendering.md). The route's remote says how in its
 * page list: a page built as HTML is read from beside its mf-manifest.json (kept as the
 * manifest is), a page drawn per request is asked of its server (`/_prerender`). For a
 * browser holding a session (the hint cookie) it is the page's frame, drawn inside the
 * shell's signed-in chrome. Any failure (no such page, a remote slow or down, nonsense)
 * sends the page as it was: the browser draws it.
 */
export function createPrerenderedPages({
  remotesManifest,
  routes,
  lineOf,
  signedInChrome,
  fetch: fetchPage = fetch,
  timeoutMs = PRERENDER_TIMEOUT_MS,
}: TPrerenderedPagesOptions) {
  const entries = new Map(remotesManifest.remotes.map((remote) => [remote.name, remote]));
  const builtPages = createUrlReads({
    parse: async (response) => response.text(),
    fetch: fetchPage,
  });

  const drawnPerRequest = async (entry: TRemoteEntry, pathWithSearch: string) => {
    const response = await fetchPage(prerenderUrl(entry, pathWithSearch), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const parsed = ZPrerenderedPage.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  };

  const pageAt = async (
    entry: TRemoteEntry,
    line: TPageLine,
    pathname: string,
    pathWithSearch: string,
  ): Promise<TPageHtml | null> => {
    if (line.prerender === 'request') return drawnPerRequest(entry, pathWithSearch);
    if (line.prerender !== 'build' || !fixedPaths(line.paths).includes(pathname)) return null;
    const html = await builtPages.of(new URL(prerenderedFileOf(pathname), entry.entry).href);
    return html === null ? null : { html };
  };

  const read = async (pathWithSearch: string, cookieHeader?: string): Promise<TPageHtml | null> => {
    const signedIn = hasSignedInHint(cookieHeader);
    try {
      const { pathname } = new URL(`http://localhost${pathWithSearch}`);
      const route = pageRouteOf(routes, pathname, signedIn);
      const entry = entries.get(route?.remote ?? '');
      const line = route && entry && (await lineOf(route.remote, route.module));
      // A browser holding a session gets a members' page's frame, a visitor the others.
      if (!entry || !line || (line.for === 'members') !== signedIn) return null;
      if (signedIn && !signedInChrome) return null;
      const page = await pageAt(entry, line, pathname, pathWithSearch);
      if (!page || !signedIn || !signedInChrome) return page;
      const chrome = await signedInChrome(pathname);
      return chrome ? { ...page, html: placeInChrome(chrome, page.html) } : null;
    } catch {
      return null;
    }
  };

  return { read };
}

/**
 * The page's HTML in place of the app's empty root: the app draws into a root of its own
 * and puts it in the page's place once drawn (shell/src/prerender/). The data it was drawn
 * with goes beside it (a function as replacement: the page's text may hold `$&` and the like).
 */
export const insertPrerendered = (html: string, { html: pageHtml, state }: TPageHtml) =>
  html.replace(
    `<div id="${ROOT_ID}"></div>`,
    () =>
      `<div id="${PRERENDER_ID}">${pageHtml}</div>` +
      (state
        ? `<script id="${PRERENDER_STATE_ID}" type="application/json">${scriptJson(state)}</script>`
        : ''),
  );
