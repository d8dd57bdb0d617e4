import { APP_PORTS, REMOTE_NAMES, type TRemoteName } from '@manifest/build-config/app-ports';
import { z } from 'zod';

import { describeIssues, readVariable, ZHttpUrl, ZPort, type TEnv } from './env-values';

export type TRemoteEntry = { name: TRemoteName; entry: string };

export const remoteUrlVariable = (name: TRemoteName): string => `REMOTE_${name.toUpperCase()}_URL`;

const ZRemoteEnv = z.object({ port: ZPort, url: ZHttpUrl.optional() });

/**
 * Where each remote's mf-manifest.json lives: REMOTE_<NAME>_URL, or the remote's port
 * (<NAME>_PORT) on localhost. The one reader for both /remotes.json (the shell) and the
 * Content-Security-Policy (the shell and every remote), so the two never disagree.
 * Problems are returned, not thrown, so a caller can list every bad variable at once.
 */
export const readRemoteEntries = (env: TEnv): { entries: TRemoteEntry[]; problems: string[] } => {
  const problems: string[] = [];
  const entries = REMOTE_NAMES.map((name): TRemoteEntry => {
    const portVariable = APP_PORTS[name].env;
    const urlVariable = remoteUrlVariable(name);
    const remote = ZRemoteEnv.safeParse({
      port: readVariable(env, portVariable) ?? APP_PORTS[name].port,
      url: readVariable(env, urlVariable),
    });
    if (!remote.success) {
      problems.push(...describeIssues([portVariable, urlVariable], remote.error));
      return { name, entry: '' };
    }
    return {
      name,
      entry: remote.data.url ?? `http://localhost:${remote.data.port}/mf-manifest.json`,
    };
  });
  return { entries, problems };
};
