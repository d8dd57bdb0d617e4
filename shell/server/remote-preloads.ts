import { SINGLETON_PACKAGES } from '@manifest/build-config/shared-singletons';
import { z } from 'zod';

import {
  REMOTES_MANIFEST_ELEMENT_ID,
  type TRemoteEntry,
  type TRemotesManifest,
} from '../src/remotes/remotes-manifest';
import { escapeHtml, scriptJson } from './escape-html';
import { hasSignedInHint, pageRouteOf, type TRouteTables } from './page-route';
import { pageFiles, ZFederationManifest } from '../src/remotes/federation-manifest';
import { createRemoteFileReads } from './remote-file-reads';

// The start-up chain of a federated page is long: the shell's script, /remotes.json, the
// remote's mf-manifest.json, its remoteEntry.js, then the page's chunks, each found only
// when the one before has run. The shell's server knows the route and every remote, so
// it writes the remotes manifest into the page and asks the browser to fetch the route's
// remote files at once, in parallel with the shell's own.

/** The shell's own mf-manifest.json: which files hold each package it shares. */
const ZSharedAssets = z.object({
  shared: z.array(
    z.object({
      name: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});

/**
 * The files of the libraries every page runs first (React, the router, the query
 * client), from the shell's build manifest, as paths on the shell's origin. Without a
 * hint the browser finds them only once the shell's script has run.
 */
export function shellStartScripts(shellManifest: unknown): string[] {
  const parsed = ZSharedAssets.safeParse(shellManifest);
  if (!parsed.success) return [];
  const singletons = new Set(SINGLETON_PACKAGES.map(({ request }) => request));
  const files = parsed.data.shared
    .filter(({ name }) => singletons.has(name))
    .flatMap(({ assets }) => assets.js.sync);
  return [...new Set(files)].map((file) => `/${file}`);
}

const ZStartChunks = z.record(z.string(), z.array(z.string().regex(/^[\w.-]+\.js$/)));

/**
 * The scripts of one of the shell's named start chunks (the app's start, the signed-in
 * chrome) from the build's start-chunks.json (StartChunksPlugin), as paths on the shell's
 * origin: without a hint the browser finds them only once the shell's script has run.
 */
export function startChunkScripts(startChunks: unknown, name: string): string[] {
  const parsed = ZStartChunks.safeParse(startChunks);
  return parsed.success ? (parsed.data[name] ?? []).map((file) => `/${file}`) : [];
}

type TPageFiles = ReturnType<typeof pageFiles>;

/**
 * The link elements that start those downloads (no crossorigin on scripts: federation
 * adds none). A prerendered page is drawn before any script runs: its stylesheets are
 * applied at once rather than only fetched.
 */
export const preloadLinks = (
  { manifest, scripts, styles }: TPageFiles,
  { applyStyles = false } = {},
) =>
  [
    `<link rel="preload" href="${escapeHtml(manifest)}" as="fetch" crossorigin="anonymous" />`,
    ...scripts.map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="script" />`),
    ...styles.map((url) =>
      applyStyles
        ? `<link rel="stylesheet" href="${escapeHtml(url)}" />`
        : `<link rel="preload" href="${escapeHtml(url)}" as="style" />`,
    ),
  ].join('');

export type TRemotePreloadsOptions = {
  remotesManifest: TRemotesManifest;
  /** Scripts of the shell every page needs (shellStartScripts), hinted first. */
  shellScripts?: string[];
  /**
   * Scripts of the app's start, hinted after those on a page the app draws. A prerendered
   * page is drawn already: nothing more competes with its paint.
   */
  appStartScripts?: string[];
  /** Scripts of the signed-in chrome, hinted last for a browser with the signed-in hint. */
  signedInScripts?: string[];
  routes: TRouteTables;
  fetch?: typeof fetch;
  now?: () => number;
};

/**
 * The shell server's page rewrite: /remotes.json written into the page, and preload links
 * for the route's remote. A remote whose manifest cannot be read gets no hints (the page
 * loads it the usual way).
 */
export function createRemotePreloads({
  remotesManifest,
  shellScripts = [],
  appStartScripts = [],
  signedInScripts = [],
  routes,
  fetch: fetchManifest = fetch,
  now = Date.now,
}: TRemotePreloadsOptions) {
  const entries = new Map<string, TRemoteEntry>(
    remotesManifest.remotes.map((remote) => [remote.name, remote]),
  );
  const manifests = createRemoteFileReads({
    remotes: remotesManifest.remotes,
    urlOf: ({ entry }) => entry,
    schema: ZFederationManifest,
    fetch: fetchManifest,
    now,
  });

  const inlineManifest = `<script id="${REMOTES_MANIFEST_ELEMENT_ID}" type="application/json">${scriptJson(remotesManifest)}</script>`;
  const scriptHints = (urls: string[]) =>
    urls.map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="script" />`).join('');
  const shellHints = scriptHints(shellScripts);
  const appStartHints = scriptHints(appStartScripts);
  const signedInHints = scriptHints(signedInScripts);

  /** The files of the remote page at an address, or null while its manifest is unknown. */
  const filesFor = async (pathname: string, cookieHeader?: string): Promise<TPageFiles | null> => {
    const route = pageRouteOf(routes, pathname, hasSignedInHint(cookieHeader));
    const entry = route && entries.get(route.remote);
    const manifest = entry && (await manifests.of(entry));
    return route && entry && manifest ? pageFiles(entry.entry, manifest, route.module) : null;
  };

  return {
    /**
     * Reads every remote's manifest once, so the first pages get hints too; true when each
     * one was read (a remote still starting is not).
     */
    warm: manifests.warm,
    filesFor,
    /**
     * `files`: the page's, when the caller has read them already (filesFor) and decided on
     * them, such as whether to prerender: one answer for both, however the manifest changes.
     */
    transform: async (
      pathname: string,
      html: string,
      cookieHeader?: string,
      { isPrerendered = false, files }: { isPrerendered?: boolean; files?: TPageFiles | null } = {},
    ) => {
      const signedIn = hasSignedInHint(cookieHeader);
      const page = files === undefined ? await filesFor(pathname, cookieHeader) : files;
      const hints = page ? preloadLinks(page, { applyStyles: isPrerendered }) : '';
      const shell = [
        shellHints,
        isPrerendered ? '' : appStartHints,
        isPrerendered || !signedIn ? '' : signedInHints,
      ].join('');
      return html.replace('</head>', `${shell}${hints}${inlineManifest}</head>`);
    },
  };
}
