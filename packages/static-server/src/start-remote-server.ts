import { join } from 'node:path';

import { readAppPort, type TRemoteName } from '@manifest/build-config/app-ports';
import { PRERENDER_BUNDLE } from '@manifest/build-config/prerender-bundle';

import { readServerHost, type TEnv } from './env-values';
import { createPrerenderRoute, readPrerenderApiUrl } from './prerender-route';
import { PRERENDER_PATH } from './prerendered-page';
import { readSecurityPolicy } from './security-policy';
import { createServerLog } from './server-log';
import { startStaticServer } from './start-static-server';

export type TRemoteServerOptions = {
  name: TRemoteName;
  /** The remote's folder (its dist/ and dist-server/). */
  appDir: string;
  /** Whether the remote draws pages per request: CMS content (docs/prerendering.md). */
  prerenders?: boolean;
  /** Where its settings come from (<NAME>_PORT, HOST, the remote URLs, API_URL). */
  env?: TEnv;
};

/**
 * A remote's server: the built remote as static files, with CORS so the shell (another
 * origin) can load it, the shell's security policy (read from the same variables) for
 * its own pages (its built pages among them), and, for a remote that draws pages per
 * request, those pages as HTML at /_prerender.
 * It listens on HOST (loopback by default).
 */
export async function startRemoteServer({
  name,
  appDir,
  prerenders = false,
  env = process.env,
}: TRemoteServerOptions) {
  const log = createServerLog(name);
  const host = readServerHost(env);
  const prerender = prerenders
    ? createPrerenderRoute({
        bundlePath: join(appDir, PRERENDER_BUNDLE),
        apiUrl: readPrerenderApiUrl(env),
        log,
      })
    : undefined;
  // The first visitors' pages are ready before the server answers anyone.
  await prerender?.warm();
  const server = await startStaticServer({
    root: join(appDir, 'dist'),
    port: readAppPort(name, env),
    host,
    spaFallback: true,
    cors: true,
    securityPolicy: readSecurityPolicy(env),
    log,
    routes: prerender ? { [PRERENDER_PATH]: prerender.handle } : {},
  });
  server.log.info({ url: server.url }, `${name} remote on ${server.url}`);
  return server;
}
