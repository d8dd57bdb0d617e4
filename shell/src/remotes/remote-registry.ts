import { registerRemotes } from '@module-federation/enhanced/runtime';

import { fetchRemotesManifest, readRemotesManifest } from './load-remotes-manifest';
import type { TRemoteEntry } from './remotes-manifest';

const knownEntries = new Map<string, TRemoteEntry>();

/** At start: learn where every remote lives. Without a manifest each remote shows its fallback. */
export const registerRemotesFromManifest = async (): Promise<void> => {
  try {
    const { remotes } = await readRemotesManifest();
    for (const remote of remotes) knownEntries.set(remote.name, remote);
    registerRemotes(remotes);
  } catch (error) {
    console.error('The remotes manifest could not be loaded; remotes will show a fallback.', error);
  }
};

/**
 * Forgets everything federation cached about a remote (a failed manifest, a broken
 * entry) and registers it again, with a fresh URL from the server when it has one.
 */
export const reregisterRemote = async (name: string): Promise<void> => {
  try {
    const { remotes } = await fetchRemotesManifest();
    const fresh = remotes.find((remote) => remote.name === name);
    if (fresh) knownEntries.set(name, fresh);
  } catch (error) {
    console.error('The remotes manifest could not be reloaded; retrying the known URL.', error);
  }
  const entry = knownEntries.get(name);
  if (entry) registerRemotes([entry], { force: true });
};
