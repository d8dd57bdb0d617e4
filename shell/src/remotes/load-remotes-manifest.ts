import {
  REMOTES_MANIFEST_ELEMENT_ID,
  REMOTES_MANIFEST_PATH,
  ZRemotesManifest,
  type TRemotesManifest,
} from './remotes-manifest';

/** The remotes' URLs as the shell's server knows them right now. */
export const fetchRemotesManifest = async (): Promise<TRemotesManifest> => {
  const response = await fetch(REMOTES_MANIFEST_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return ZRemotesManifest.parse(await response.json());
};

/**
 * The manifest the server wrote into this page (no round trip), or a fresh one when the
 * page has none (the development server, a page from the service worker's cache).
 */
export const readRemotesManifest = async (): Promise<TRemotesManifest> => {
  const inline = document.getElementById(REMOTES_MANIFEST_ELEMENT_ID)?.textContent;
  if (inline) {
    try {
      const parsed = ZRemotesManifest.safeParse(JSON.parse(inline));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: ask the server.
    }
  }
  return fetchRemotesManifest();
};
