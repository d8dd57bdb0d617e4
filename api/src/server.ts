import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createServices } from './composition';
import { EnvError, loadDotEnv, parseEnv, type Env } from './config/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { openBroadcast } from './db/postgres-broadcast';
import { jobHandlers } from './jobs/job-handlers';
import { startJobQueue, type JobQueue } from './jobs/job-queue';
import { drainable } from './lib/drainable-server';
import { createLogger } from './lib/logger';
import { logDestinationFor } from './lib/log-destination';
import { stopTracing } from './observability/tracing-shutdown';

// `npm start -w @manifest/api`: environment, database, migrations, listen;
// SIGTERM / SIGINT: readiness says down, no new connections, requests in flight and
// running jobs finish (cut after DRAIN_GRACE_MS), then the listener, the pool and PGlite close.
const SHUTDOWN_GRACE_MS = 10_000;
const DRAIN_GRACE_MS = 8_000;

loadDotEnv();
let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(env.LOG_LEVEL, await logDestinationFor(env.NODE_ENV));
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.API_DATA_DIR,
  logger,
});
try {
  await database.knex.raw('select 1');
  const applied = await migrateToLatest(database.knex);
  if (applied.length) logger.info(`Applied migrations ${applied.join(', ')}`);
} catch (error) {
  logger.error('Database is not usable', {
    stack: error instanceof Error ? error.stack : String(error),
  });
  await database.close();
  process.exit(1);
}

// The other API processes on this PostgreSQL (LISTEN/NOTIFY); none on PGlite.
const broadcast = await openBroadcast(database, env.DATABASE_URL, logger);
const deps = { env, knex: database.knex, logger, broadcast };
const services = createServices(deps);
const app = createApp(deps, services);
// Scheduled work (reminders, the trial reminder) on the job queue (src/jobs), in this
// process as in every other one on the database: each run is taken by one of them.
let jobs: JobQueue;
try {
  jobs = await startJobQueue({
    knex: database.knex,
    databaseUrl: env.DATABASE_URL,
    logger,
    handlers: jobHandlers(services),
  });
} catch (error) {
  logger.error('The job queue cannot start', {
    stack: error instanceof Error ? error.stack : String(error),
  });
  await broadcast.close();
  await database.close();
  process.exit(1);
}
const server = app.listen(env.API_PORT, env.API_HOST, () => {
  const { address, port } = server.address() as AddressInfo;
  const where =
    database.engine === 'pglite' ? `embedded PGlite in ${env.API_DATA_DIR}` : 'PostgreSQL';
  logger.info(`API listening on http://${address}:${port} (${where})`);
});

const drain = drainable(server, DRAIN_GRACE_MS);

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${env.API_PORT} is already in use (set API_PORT)`
      : error.message;
  logger.error(`API cannot listen: ${reason}`);
  void database.close().finally(() => process.exit(1));
});

let isShuttingDown = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  logger.info(`${signal} received, shutting down`);
  setTimeout(() => {
    logger.error('Shutdown took too long, exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();

  services.health.startDraining();
  await Promise.all([drain(), jobs.stop(DRAIN_GRACE_MS)]);
  await broadcast.close();
  await database.close();
  await stopTracing();
  process.exit(0);
}
process.once('SIGTERM', (signal) => void shutDown(signal));
process.once('SIGINT', (signal) => void shutDown(signal));
