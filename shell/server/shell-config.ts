import {
  describeIssues,
  failWithProblems,
  readVariable,
  ZHost,
  ZHttpUrl,
  ZPort,
  type TEnv,
} from '@manifest/static-server/env-values';
import { readRemoteEntries } from '@manifest/static-server/remote-entries';
import { parseSecurityPolicy, type TSecurityPolicy } from '@manifest/static-server/security-policy';
import { APP_PORTS } from '@manifest/build-config/app-ports';
import { z } from 'zod';

import type { TRemotesManifest } from '../src/remotes/remotes-manifest';

const ZShellEnv = z.object({
  SHELL_PORT: ZPort.default(APP_PORTS.shell.port),
  // Loopback unless set: on a developer's machine the proxy fronts an API that runs
  // with the committed local-only secrets.
  HOST: ZHost,
  // One API, or a comma-separated list of its processes (npm start with API_PROCESSES).
  API_URL: z
    .string()
    .default('http://127.0.0.1:4000')
    .transform((list) => list.split(',').map((url) => url.trim()))
    .pipe(z.array(ZHttpUrl).min(1)),
  PROXY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
});

export type TShellConfig = {
  port: number;
  /** The interface it listens on (HOST; 127.0.0.1 by default, 0.0.0.0 for every one). */
  host: string;
  /** The first API process: the server's own reads (link previews). */
  apiUrl: string;
  /** Every API process; the proxy spreads requests over those that are ready. */
  apiUrls: string[];
  remotesManifest: TRemotesManifest;
  securityPolicy: TSecurityPolicy;
  /** How long the API may stay silent during one proxied exchange. */
  proxyIdleTimeoutMs: number;
};

/**
 * The shell server's settings, read from the environment once at start. A remote's
 * manifest URL is REMOTE_<NAME>_URL, or the remote's port (<NAME>_PORT) on localhost; the
 * security policy is read from the same variables as the remotes' servers read it.
 */
export const readShellConfig = (env: TEnv = process.env): TShellConfig => {
  const shellVariables = Object.keys(ZShellEnv.shape);
  const shell = ZShellEnv.safeParse(
    Object.fromEntries(shellVariables.map((name) => [name, readVariable(env, name)])),
  );
  const problems = shell.success ? [] : describeIssues([], shell.error);

  const remotes = readRemoteEntries(env);
  const security = parseSecurityPolicy(env);
  // The security policy reads the remote variables too: list their problems once.
  problems.push(...new Set([...remotes.problems, ...security.problems]));

  if (!shell.success || problems.length > 0) failWithProblems('shell', problems);

  return {
    port: shell.data.SHELL_PORT,
    host: shell.data.HOST,
    apiUrl: shell.data.API_URL[0] as string,
    apiUrls: shell.data.API_URL,
    remotesManifest: { remotes: remotes.entries },
    securityPolicy: security.policy,
    proxyIdleTimeoutMs: shell.data.PROXY_IDLE_TIMEOUT_MS,
  };
};
