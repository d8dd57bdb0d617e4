import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { readSecurityPolicy } from '@manifest/static-server/security-policy';
import { createServerLog } from '@manifest/static-server/server-log';
import { startStaticServer } from '@manifest/static-server/start-static-server';

const APP_DIR = dirname(fileURLToPath(import.meta.url));

// The built remote as static files, with CORS so the shell (another origin) can load it,
// and the shell's security policy (read from the same variables) for its own pages.
const server = await startStaticServer({
  root: join(APP_DIR, 'dist'),
  port: readAppPort('blog'),
  host: '0.0.0.0',
  spaFallback: true,
  cors: true,
  securityPolicy: readSecurityPolicy(),
  log: createServerLog('blog'),
});
server.log.info({ url: server.url }, `blog remote on ${server.url}`);
closeOnSignals(server);
