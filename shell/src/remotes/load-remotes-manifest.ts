import { REMOTES_MANIFEST_PATH, ZRemotesManifest, type TRemotesManifest } from './remotes-manifest';

/** The remotes' URLs as the shell's server knows them right now. */
export const fetchRemotesManifest = async (): Promise<TRemotesManifest> => {
  const response = await fetch(REMOTES_MANIFEST_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return ZRemotesManifest.parse(await response.json());
};
