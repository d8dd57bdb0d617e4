import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { createAppConfig } from '@manifest/build-config/create-app-config';
import { createPrerenderConfig } from '@manifest/build-config/create-prerender-config';
import { createAppServerConfig } from '@manifest/build-config/create-server-config';

const APP_DIR = dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  name: 'blog',
  appDir: APP_DIR,
  port: readAppPort('blog'),
  // One module per page; the shell's route table renders them (ARCHITECTURE.md).
  exposes: {
    './BlogListPage': './src/pages/blog-list-page.tsx',
    './BlogPostPage': './src/pages/blog-post-page.tsx',
  },
});

/** The blog's pages as HTML, rendered by the remote's own server (src/server/prerender.tsx). */
export const prerenderConfig = createPrerenderConfig({
  name: 'blog',
  appDir: APP_DIR,
});

/** Its server (server.ts) for Node: `node dist-node/server.mjs`. */
export const serverConfig = createAppServerConfig({ name: 'blog', appDir: APP_DIR });
