import { CURRENT_USER_PATH } from '@manifest/contracts/auth';

import { REMOTES_MANIFEST_PATH } from '../remotes/remotes-manifest';

/**
 * How the service worker answers a request:
 * - `page`: a navigation; the network first, this page's last copy when offline.
 * - `deployment-file`: a file whose name stays across deployments (/remotes.json, a
 *   remote's mf-manifest.json and remoteEntry.js); the network first, so a redeployed
 *   remote reaches the app at the next load, and the cached copy only when offline.
 * - `hashed-file`: a built file named by its content hash; the cache first (it never changes).
 * - `api-data`: a read of the signed-in person's data; the network first, the last answer offline.
 * - `network`: everything else, untouched (writes, sign-in, streams, payments, admin).
 */
export type TRequestKind = 'page' | 'deployment-file' | 'hashed-file' | 'api-data' | 'network';

export type TRequestFacts = {
  url: string;
  method: string;
  mode: string;
  destination: string;
  accept: string | null;
};

/** Reads that must never come from a cache: sign-in, payments, admin, exports, health, tests. */
const UNCACHED_API_PREFIXES = [
  '/api/auth',
  '/api/admin',
  '/api/account',
  '/api/payments',
  '/api/stripe',
  '/api/chat',
  '/api/health',
  '/api/test-setup',
];

const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)$/;
const DEPLOYMENT_FILE = /\/(?:mf-manifest\.json|remoteEntry\.js)$/;

export function requestKind(request: TRequestFacts, ownOrigin: string): TRequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  const isOwn = url.origin === ownOrigin;
  if (request.mode === 'navigate') return isOwn ? 'page' : 'network';
  if (isOwn && url.pathname === REMOTES_MANIFEST_PATH) return 'deployment-file';
  // The stored session's start-up check (spec 000: a failed check signs out). Offline, the
  // person's own last answer stands in, so a phone without a network stays signed in;
  // online the server's answer always wins, and a 401 signs out as before.
  if (isOwn && url.pathname === CURRENT_USER_PATH) return 'api-data';
  if (isOwn && url.pathname.startsWith('/api/')) {
    const uncached =
      request.accept?.includes('text/event-stream') ||
      UNCACHED_API_PREFIXES.some(
        (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
      );
    return uncached ? 'network' : 'api-data';
  }
  if (HASHED_FILE.test(url.pathname)) return 'hashed-file';
  if (DEPLOYMENT_FILE.test(url.pathname)) return 'deployment-file';
  return 'network';
}
