import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { closeOnSignals } from '@manifest/static-server/close-on-signals';
import { startStaticServer } from '@manifest/static-server/start-static-server';

import { API_BODY_LIMITS } from '../../shell/server/api-body-limits';
import { readShellConfig } from '../../shell/server/shell-config';
import { REMOTES_MANIFEST_PATH } from '../../shell/src/remotes/remotes-manifest';

// For measurement only: serves the single-bundle build like the shell's server (the
// same headers, compression and API proxy), on SINGLE_BUNDLE_PORT.
const HERE = dirname(fileURLToPath(import.meta.url));
const config = readShellConfig();

const server = await startStaticServer({
  root: join(HERE, 'dist'),
  port: Number(process.env.SINGLE_BUNDLE_PORT ?? 3010),
  host: '127.0.0.1',
  spaFallback: true,
  cors: false,
  proxy: {
    paths: ['/api', '/auth'],
    target: config.apiUrl,
    bodyLimits: API_BODY_LIMITS,
    idleTimeoutMs: config.proxyIdleTimeoutMs,
  },
  securityPolicy: config.securityPolicy,
  routes: {
    // The shell's start still reads it; no page is loaded from a remote.
    [REMOTES_MANIFEST_PATH]: (_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ remotes: [] }));
    },
  },
});
console.log(`single bundle on ${server.url}`);
closeOnSignals(server);
