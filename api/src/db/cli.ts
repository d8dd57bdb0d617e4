import { loadDotEnv, parseEnv } from '../config/env';
import { createLogger } from '../lib/logger';
import { logDestinationFor } from '../lib/log-destination';
import { openDatabase } from './database';
import { migrateToLatest, rollbackLastBatch } from './migrator';

// `npm run db:migrate -w @manifest/api` / `db:rollback`: the built `node dist/db-cli.mjs
// migrate|rollback` (api/rspack.config.ts). With the embedded database, stop the API
// first: one PGlite data folder has one owner.
const COMMANDS = { migrate: migrateToLatest, rollback: rollbackLastBatch };

const command = process.argv[2];
if (command !== 'migrate' && command !== 'rollback') {
  console.error(`Usage: node dist/db-cli.mjs <${Object.keys(COMMANDS).join('|')}>`);
  process.exit(2);
}

loadDotEnv();
const env = parseEnv(process.env);
const logger = createLogger(env.LOG_LEVEL, await logDestinationFor(env.NODE_ENV));
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.API_DATA_DIR,
  logger,
});
try {
  const names = await COMMANDS[command](database.knex);
  const verb = command === 'migrate' ? 'Applied' : 'Rolled back';
  logger.info(names.length ? `${verb} ${names.join(', ')}` : 'Nothing to do', {
    database: database.engine,
  });
} finally {
  await database.close();
}
