import { APP_PORTS, REMOTE_NAMES } from '@manifest/build-config/app-ports';
import { z } from 'zod';

import type { TRemotesManifest } from '../remotes/remotes-manifest';

const ZPort = z.coerce.number().int().min(1).max(65_535);
const ZUrl = z.url({ protocol: /^https?$/ });

const remoteUrlVariable = (name: string) => `REMOTE_${name.toUpperCase()}_URL`;

const ZShellEnv = z.object({
  SHELL_PORT: ZPort.default(APP_PORTS.shell.port),
  API_URL: ZUrl.default('http://127.0.0.1:4000'),
});

const ZRemoteEnv = z.object({ port: ZPort, url: ZUrl.optional() });

export type TShellConfig = {
  port: number;
  apiUrl: string;
  remotesManifest: TRemotesManifest;
};

const describeIssues = (variables: string[], error: z.ZodError): string[] =>
  error.issues.map((issue) => `  ${variables.join('/')} ${issue.path.join('.')}: ${issue.message}`);

/**
 * The shell server's settings, read from the environment once at start. A remote's
 * manifest URL is REMOTE_<NAME>_URL, or the remote's port (<NAME>_PORT) on localhost.
 */
export const readShellConfig = (
  env: Record<string, string | undefined> = process.env,
): TShellConfig => {
  // An empty variable means "not set", as in a .env file with `NAME=`.
  const read = (name: string): string | undefined => (env[name] === '' ? undefined : env[name]);
  const problems: string[] = [];

  const shell = ZShellEnv.safeParse({ SHELL_PORT: read('SHELL_PORT'), API_URL: read('API_URL') });
  if (!shell.success) problems.push(...describeIssues(['SHELL_PORT', 'API_URL'], shell.error));

  const remotes = REMOTE_NAMES.map((name) => {
    const portVariable = APP_PORTS[name].env;
    const urlVariable = remoteUrlVariable(name);
    const remote = ZRemoteEnv.safeParse({
      port: read(portVariable) ?? APP_PORTS[name].port,
      url: read(urlVariable),
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

  if (!shell.success || problems.length > 0) {
    throw new Error(`Invalid shell environment:\n${problems.join('\n')}`);
  }

  return {
    port: shell.data.SHELL_PORT,
    apiUrl: shell.data.API_URL,
    remotesManifest: { remotes },
  };
};
