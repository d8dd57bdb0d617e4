import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServerConfig } from '@manifest/build-config/create-server-config';

import { migrationNameOf } from './src/db/migrator';

const APP_DIR = dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = 'src/db/migrations';

/**
 * The API as `node --import ./dist/tracing-preload.mjs dist/server.mjs`, with each migration
 * built beside it (dist/migrations/, where the bundled migrator reads them).
 */
export default createServerConfig({
  name: 'api',
  appDir: APP_DIR,
  outputDir: 'dist',
  // One readable log line each in development, where it is installed (lib/log-destination.ts).
  optionalPackages: ['pino-pretty'],
  entry: {
    server: './src/server.ts',
    'tracing-preload': './src/observability/tracing-preload.ts',
    ...Object.fromEntries(
      readdirSync(`${APP_DIR}/${MIGRATIONS}`)
        .filter((file) => migrationNameOf(file) !== undefined)
        .map((file) => [`migrations/${file.replace(/\.ts$/, '')}`, `./${MIGRATIONS}/${file}`]),
    ),
  },
});
