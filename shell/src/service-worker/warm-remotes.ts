import { remoteFiles, ZFederationManifest } from '../remotes/federation-manifest';
import { REMOTES_MANIFEST_PATH, ZRemotesManifest } from '../remotes/remotes-manifest';
import { DEPLOYMENT_FILES_CACHE, HASHED_FILES_CACHE } from './cache-names';
import { requestKind } from './request-kinds';

/** A remote's files come from its own origin, with CORS, so the cache holds readable copies. */
export const corsRequest = (url: string): Request =>
  new Request(url, { mode: 'cors', credentials: 'omit' });

const fetchJson = async (url: string): Promise<{ response: Response; json: unknown }> => {
  const response = await fetch(corsRequest(url));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { response: response.clone(), json: await response.json() };
};

/**
 * Puts every file of the named remotes in the worker's caches, so their pages open
 * offline though the person has visited only one of them. Files already cached (their
 * names carry a content hash) are not fetched again; the deployment files are always
 * fetched, so the cache follows the latest deployment.
 */
export async function warmRemotes(
  names: readonly string[],
  ownOrigin: string,
): Promise<{ fetched: number; failed: number }> {
  const [deployment, hashed] = await Promise.all([
    caches.open(DEPLOYMENT_FILES_CACHE),
    caches.open(HASHED_FILES_CACHE),
  ]);
  const remotesUrl = new URL(REMOTES_MANIFEST_PATH, ownOrigin).href;
  const remotes = await fetchJson(remotesUrl);
  await deployment.put(remotesUrl, remotes.response);
  const wanted = ZRemotesManifest.parse(remotes.json).remotes.filter(({ name }) =>
    names.includes(name),
  );

  let fetched = 0;
  let failed = 0;
  for (const { entry } of wanted) {
    const manifest = await fetchJson(entry);
    await deployment.put(entry, manifest.response);
    for (const file of remoteFiles(entry, ZFederationManifest.parse(manifest.json))) {
      const kind = requestKind(
        { url: file, method: 'GET', mode: 'cors', destination: 'script', accept: null },
        ownOrigin,
      );
      const cache = kind === 'hashed-file' ? hashed : deployment;
      if (kind === 'hashed-file' && (await cache.match(file))) continue;
      try {
        const response = await fetch(corsRequest(file));
        if (!response.ok) throw new Error(`${file}: ${response.status}`);
        await cache.put(file, response);
        fetched += 1;
      } catch {
        failed += 1;
      }
    }
  }
  return { fetched, failed };
}
