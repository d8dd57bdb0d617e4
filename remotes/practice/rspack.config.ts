import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { createAppConfig } from '@manifest/build-config/create-app-config';
import { createPrerenderConfig } from '@manifest/build-config/create-prerender-config';
import { createAppServerConfig } from '@manifest/build-config/create-server-config';
import { pageListBuildOptions } from '@manifest/remote-kit/pages';

import { PAGES } from './src/pages';

const APP_DIR = dirname(fileURLToPath(import.meta.url));

/** The remote as the browser loads it (`npm run dev` serves this one alone). */
export const appConfig = createAppConfig({
  name: 'practice',
  appDir: APP_DIR,
  port: readAppPort('practice'),
  // One module per page, and the page list beside mf-manifest.json (src/pages.ts).
  ...pageListBuildOptions(PAGES),
});

/**
 * Its pages as HTML (src/prerender.tsx): the build writes those that read no data beside
 * mf-manifest.json; its server draws the others per request.
 */
const prerenderConfig = createPrerenderConfig({ name: 'practice', appDir: APP_DIR });

/** Its server (server.ts) for Node: `node dist-node/server.mjs`. */
const serverConfig = createAppServerConfig({ name: 'practice', appDir: APP_DIR });

/** Everything the remote deploys: `npm run build -w @manifest/practice` builds it all. */
export default [appConfig, prerenderConfig, serverConfig];
