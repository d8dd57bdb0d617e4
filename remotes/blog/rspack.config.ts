import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readAppPort } from '@manifest/build-config/app-ports';
import { createAppConfig } from '@manifest/build-config/create-app-config';

export default createAppConfig({
  name: 'blog',
  appDir: dirname(fileURLToPath(import.meta.url)),
  port: readAppPort('blog'),
  // One module per page; the shell's route table renders them (ARCHITECTURE.md).
  exposes: {
    './BlogListPage': './src/pages/blog-list-page.tsx',
    './BlogPostPage': './src/pages/blog-post-page.tsx',
  },
});
