import type { ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@manifest/build-config/create-app-config';

import { readShellConfig } from './src/server/shell-config';
import { REMOTES_MANIFEST_PATH } from './src/remotes/remotes-manifest';

const config = readShellConfig();

export default createAppConfig({
  name: 'shell',
  appDir: dirname(fileURLToPath(import.meta.url)),
  port: config.port,
  isHost: true,
  // The dev server plays the production server's part: /remotes.json and the API proxy.
  devServer: {
    proxy: [{ context: ['/api', '/auth'], target: config.apiUrl }],
    setupMiddlewares: (middlewares) => [
      {
        name: 'remotes-manifest',
        path: REMOTES_MANIFEST_PATH,
        middleware: (_request: unknown, response: ServerResponse) => {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.end(JSON.stringify(config.remotesManifest));
        },
      },
      ...middlewares,
    ],
  },
});
