/**
 * The shell's share of our workspace packages in one file. Federation shares each entry
 * point (`@manifest/ui/button`, `@manifest/contracts/auth`) as a module of its own, and
 * the build gave each one a chunk: a signed-in page's start asked for about fifty
 * files of 2 to 4 KB, in waves, each found once the one before it had run. On a phone's
 * HTTP/1.1 connections (six at a time, 150 ms each way) the waves cost more than the
 * bytes. In one file they are one request, and smaller in all (one wrapper, one
 * compression window). With the API calls provided by the shell (federation.ts) and
 * React, React DOM and the router one file each (below), /signin's scripts went from 45
 * files to 30 and a signed-in /dashboard's from 67 to 40 (docs/shared-modules.md).
 */
export const WORKSPACE_CHUNK = 'workspace';

/**
 * The packages the chunk holds: ours, as their source lives in packages/. Not the
 * contracts: the shell provides all of them, and a page needs a few (12 KB gzipped
 * more on every page, together). Not the API client's Web Push code either: it runs
 * only when reminders are offered or changed, so it stays a chunk of its own.
 */
const WORKSPACE_PACKAGE =
  /[\\/]packages[\\/](?:(?:ui|auth|shell-services)[\\/]|api-client[\\/](?!src[\\/]push[\\/]))/;

/** A chunk of every module whose path `test` matches, among those loaded on demand. */
const chunkOf = (name: string, test: RegExp) =>
  ({ test, name, chunks: 'async', enforce: true }) as const;

/**
 * The cache groups (optimization.splitChunks) for the host only: our packages in one
 * chunk, and React, React DOM and the router each in one. Federation gives each shared
 * entry (`react-dom` and `react-dom/client`) its chunks, with a copy of the small
 * modules both need: one file per library is 5 requests and 3 KB fewer on every page.
 * Not for a remote: its copies are fallbacks it rarely runs, and one file of them
 * would bring every fallback with the first one a page needs.
 */
export const hostCacheGroups = {
  workspace: chunkOf(WORKSPACE_CHUNK, WORKSPACE_PACKAGE),
  react: chunkOf('react', /[\\/]node_modules[\\/]react[\\/]/),
  reactDom: chunkOf('react-dom', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/),
  // The router's subset (packages/build-config/src/browser) with the router itself.
  router: chunkOf(
    'router',
    /[\\/](node_modules[\\/](react-router|react-router-dom)|build-config[\\/]src[\\/]browser)[\\/]/,
  ),
};
