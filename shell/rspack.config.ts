import type { ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { rspack } from '@rspack/core';
import { createAppConfig } from '@manifest/build-config/create-app-config';
import { createPrerenderConfig } from '@manifest/build-config/create-prerender-config';
import { createAppServerConfig } from '@manifest/build-config/create-server-config';
import { StartChunksPlugin } from '@manifest/build-config/start-chunks-plugin';

import serviceWorkerConfig from './service-worker/rspack.config';
import { readShellConfig } from './server/shell-config';
import { REMOTES_MANIFEST_PATH } from './src/remotes/remotes-manifest';

const config = readShellConfig();
const appDir = dirname(fileURLToPath(import.meta.url));

/** The shell as the browser loads it (`npm run dev` serves this one alone). */
export const appConfig = createAppConfig({
  name: 'shell',
  appDir,
  port: config.port,
  isHost: true,
  // The dev server plays the production server's part: /remotes.json and the API proxy.
  devServer: {
    proxy: [{ context: ['/api', '/auth', '/sitemap.xml', '/rss.xml'], target: config.apiUrl }],
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

// Files served as they are, at fixed names: the service worker must live at /sw.js.
appConfig.plugins = [
  ...(appConfig.plugins ?? []),
  new rspack.CopyRspackPlugin({ patterns: [{ from: join(appDir, 'public') }] }),
  // The app's start and the signed-in chrome, hinted by the server (shell/server.ts).
  new StartChunksPlugin(['bootstrap', 'signed-in-layout']),
];

/**
 * The signed-in chrome as HTML at each signed-in path (src/prerender.tsx), written
 * beside the build for the shell's server to draw around a remote's frame.
 */
const prerenderConfig = createPrerenderConfig({ name: 'shell', appDir });
/** Its server (server.ts) for Node: `node dist-node/server.mjs`. */
const serverConfig = createAppServerConfig({ name: 'shell', appDir });

/** Everything the shell deploys: `npm run build -w @manifest/shell` builds it all. */
export default [appConfig, prerenderConfig, serverConfig, serviceWorkerConfig];
