import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServerConfig } from '@manifest/build-config/create-server-config';

import { migrationNameOf } from './src/db/migrator';

const APP_DIR = dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = 'src/db/migrations';

/**
 * The API as `node --import ./dist/tracing-preload.mjs dist/server.mjs`, with each migration
 * built beside it (dist/migrations/, where the bundled migrator reads them), and the
 * operator's commands beside the server, so a production install runs them too:
 * `node dist/db-cli.mjs migrate|rollback` and `node dist/admin-cli.mjs grant <email>`.
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
    // In dist/ itself, as the server: the migrator and API_ROOT find their files from it.
    'db-cli': './src/db/cli.ts',
    'admin-cli': './src/features/admin-role/admin-cli.ts',
    ...Object.fromEntries(
      readdirSync(`${APP_DIR}/${MIGRATIONS}`)
        .filter((file) => migrationNameOf(file) !== undefined)
        .map((file) => [`migrations/${file.replace(/\.ts$/, '')}`, `./${MIGRATIONS}/${file}`]),
    ),
  },
});
