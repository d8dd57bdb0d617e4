import type { TClientErrorSource } from '@manifest/contracts/client-reports';
import { CLIENT_ERROR_SOURCES } from '@manifest/contracts/client-reports';

import type { TRemoteEntry } from '../remotes/remotes-manifest';

const FIRST_URL = /https?:\/\/[^\s)'"]+/;

const isSource = (name: unknown): name is TClientErrorSource =>
  (CLIENT_ERROR_SOURCES as readonly unknown[]).includes(name);

/** A remote's name when it is one of ours; the shell for anything else. */
export const sourceNamed = (name: unknown): TClientErrorSource => (isSource(name) ? name : 'shell');

/**
 * Whose code an uncaught error came from: the remote whose files (the folder of
 * its mf-manifest.json) hold the first script address in the stack or the
 * event's file name; the shell otherwise.
 */
export function sourceOfStack(
  stack: string | undefined,
  remotes: readonly TRemoteEntry[],
): TClientErrorSource {
  const url = stack?.match(FIRST_URL)?.[0];
  if (!url) return 'shell';
  const remote = remotes.find((entry) => url.startsWith(new URL('.', entry.entry).href));
  return sourceNamed(remote?.name);
}
