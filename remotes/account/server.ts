import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { PRERENDER_BUNDLE } from '@manifest/build-config/prerender-bundle';
import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { createPrerenderRoute } from '@manifest/static-server/prerender-route';
import { PRERENDER_PATH } from '@manifest/static-server/prerendered-page';
import { readSecurityPolicy } from '@manifest/static-server/security-policy';
import { createServerLog } from '@manifest/static-server/server-log';
import { startStaticServer } from '@manifest/static-server/start-static-server';

const APP_DIR = dirname(fileURLToPath(import.meta.url));

// The built remote as static files, with CORS so the shell (another origin) can load it,
// and the shell's security policy (read from the same variables) for its own pages.
const log = createServerLog('account');
const prerender = createPrerenderRoute({ bundlePath: join(APP_DIR, PRERENDER_BUNDLE), log });
await prerender.warm();
const server = await startStaticServer({
  root: join(APP_DIR, 'dist'),
  port: readAppPort('account'),
  host: '0.0.0.0',
  spaFallback: true,
  cors: true,
  securityPolicy: readSecurityPolicy(),
  log,
  // The public pages as HTML, for the shell to send before any script has run.
  routes: {
    [PRERENDER_PATH]: prerender.handle,
  },
});
server.log.info({ url: server.url }, `account remote on ${server.url}`);
closeOnSignals(server);
