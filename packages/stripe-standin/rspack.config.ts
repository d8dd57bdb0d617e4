import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServerConfig } from '@manifest/build-config/create-server-config';

/** The stand-in as `node dist/cli.mjs` (src/cli.ts), which `npm start` runs without a Stripe key. */
export default createServerConfig({
  name: 'stripe-standin',
  appDir: dirname(fileURLToPath(import.meta.url)),
  outputDir: 'dist',
  entry: { cli: './src/cli.ts' },
});
