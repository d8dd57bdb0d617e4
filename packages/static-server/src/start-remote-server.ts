import { join } from 'node:path';

import { readAppPort, type TRemoteName } from '@manifest/build-config/app-ports';
import { PRERENDER_BUNDLE } from '@manifest/build-config/prerender-bundle';

import { closeOnSignals } from './close-on-signals';
import { createPrerenderRoute, readPrerenderApiUrl } from './prerender-route';
import { PRERENDER_PATH } from './prerendered-page';
import { readSecurityPolicy } from './security-policy';
import { createServerLog } from './server-log';
import { startStaticServer } from './start-static-server';

export type TRemoteServerOptions = {
  name: TRemoteName;
  /** The remote's folder (its dist/ and dist-server/). */
  appDir: string;
  /** Whether the remote prerenders pages (ARCHITECTURE.md, "Prerendered pages"). */
  prerenders?: boolean;
};

/**
 * A remote's server: the built remote as static files, with CORS so the shell (another
 * origin) can load it, the shell's security policy (read from the same variables) for
 * its own pages, and, for a remote that prerenders, its pages as HTML at /_prerender.
 */
export async function startRemoteServer({
  name,
  appDir,
  prerenders = false,
}: TRemoteServerOptions) {
  const log = createServerLog(name);
  const prerender = prerenders
    ? createPrerenderRoute({
        bundlePath: join(appDir, PRERENDER_BUNDLE),
        apiUrl: readPrerenderApiUrl(),
        log,
      })
    : undefined;
  // The first visitors' pages are ready before the server answers anyone.
  await prerender?.warm();
  const server = await startStaticServer({
    root: join(appDir, 'dist'),
    port: readAppPort(name),
    host: '0.0.0.0',
    spaFallback: true,
    cors: true,
    securityPolicy: readSecurityPolicy(),
    log,
    routes: prerender ? { [PRERENDER_PATH]: prerender.handle } : {},
  });
  server.log.info({ url: server.url }, `${name} remote on ${server.url}`);
  closeOnSignals(server);
  return server;
}
