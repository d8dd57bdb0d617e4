/**
 * The shell's share of our workspace packages in one file. Federation shares each entry
 * point (`@manifest/ui/button`, `@manifest/contracts/auth`) as a module of its own, and
 * the build gave each one a chunk: a signed-in page's start asked for about fifty
 * files of 2 to 4 KB, in waves, each found once the one before it had run. On a phone's
 * HTTP/1.1 connections (six at a time, 150 ms each way) the waves cost more than the
 * bytes. In one file they are one request, and smaller in all (one wrapper, one
 * compression window): with the API calls provided by the shell (federation.ts),
 * /signin's scripts went from 45 files to 36 and a signed-in /dashboard's from 67 to 46
 * (ARCHITECTURE.md, issue 13).
 */
export const WORKSPACE_CHUNK = 'workspace';

/**
 * The packages the chunk holds: ours, as their source lives in packages/. Not the
 * contracts: the shell provides all of them, and a page needs a few (12 KB gzipped
 * more on every page, together).
 */
const WORKSPACE_PACKAGE = /[\\/]packages[\\/](ui|api-client|auth|shell-services)[\\/]/;

/**
 * The cache group (optimization.splitChunks) for the host only: a remote's copies of
 * these modules are fallbacks it rarely runs, and one file of them would bring every
 * fallback with the first one a page needs.
 */
export const workspaceChunkGroup = {
  test: WORKSPACE_PACKAGE,
  name: WORKSPACE_CHUNK,
  chunks: 'async',
  enforce: true,
} as const;
