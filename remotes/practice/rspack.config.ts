import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { createAppConfig } from '@manifest/build-config/create-app-config';
import { createPrerenderConfig } from '@manifest/build-config/create-prerender-config';
import { createAppServerConfig } from '@manifest/build-config/create-server-config';
import { pageListBuildOptions } from '@manifest/remote-kit/pages';

import { PAGES } from './src/pages';

const APP_DIR = dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  name: 'practice',
  appDir: APP_DIR,
  port: readAppPort('practice'),
  // One module per page, and the page list beside mf-manifest.json (src/pages.ts).
  ...pageListBuildOptions(PAGES),
});

/** The practice pages' frames as HTML, rendered by the remote's own server (src/server/prerender.tsx). */
export const prerenderConfig = createPrerenderConfig({
  name: 'practice',
  appDir: APP_DIR,
});

/** Its server (server.ts) for Node: `node dist-node/server.mjs`. */
export const serverConfig = createAppServerConfig({ name: 'practice', appDir: APP_DIR });
