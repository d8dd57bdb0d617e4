import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { Logger } from '../lib/logger';
import { JOB_NAMES, SCHEDULED_JOBS, type JobHandlers, type JobName } from './job-names';
import { knexBossDb } from './knex-boss-db';

// The queue's own connections on PostgreSQL (besides the API's pool of 10).
const QUEUE_POOL_SIZE = 3;
// A scheduled run that is still waiting after this is dropped: the next slot comes anyway.
const JOB_EXPIRE_SECONDS = 5 * 60;
const POLLING_INTERVAL_SECONDS = 2;
const SET_UP_LOCK = 'manifest:job-queue-set-up';

export type JobQueue = {
  /** Puts one run of a job in the queue now, besides its schedule; any process may take it. */
  runNow: (name: JobName) => Promise<string | null>;
  /** Takes no more jobs, waits up to `timeoutMs` for the running ones, closes its connections. */
  stop: (timeoutMs: number) => Promise<void>;
};

export type JobQueueOptions = {
  knex: Knex;
  /**
   * On PostgreSQL the queue opens a small pool of its own on this URL; without it
   * (the embedded PGlite) it borrows knex's connection.
   */
  databaseUrl?: string | undefined;
  logger: Logger;
  handlers: JobHandlers;
  /** Whether this process also puts the scheduled runs in the queue (default true). */
  schedule?: boolean;
  pollingIntervalSeconds?: number;
};

/**
 * pg-boss on our database: every API process works the queue; each scheduled slot
 * becomes one job that one process takes (FOR UPDATE SKIP LOCKED). Its tables live
 * in the `pgboss` schema, which pg-boss creates and migrates itself at start.
 */
export async function startJobQueue({
  knex,
  databaseUrl,
  logger,
  handlers,
  schedule = true,
  pollingIntervalSeconds = POLLING_INTERVAL_SECONDS,
}: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    ...(databaseUrl
      ? {
          connectionString: databaseUrl,
          max: QUEUE_POOL_SIZE,
          application_name: 'manifest-jobs',
        }
      : { db: knexBossDb(knex) }),
    schedule,
  });
  boss.on('error', (error) => {
    logger.error('Job queue error', { reason: error.message });
  });
  // Two processes creating the same queue at once deadlock inside pg-boss (each
  // attaches a partition); on PostgreSQL they take turns under an advisory lock held
  // by a knex transaction. PGlite is one process (and knex's one connection is the
  // queue's too, so it must not be held).
  const setUp = async () => {
    await boss.start();
    for (const name of JOB_NAMES) {
      await boss.createQueue(name, { name, retryLimit: 0, expireInSeconds: JOB_EXPIRE_SECONDS });
      if (schedule) await boss.schedule(name, SCHEDULED_JOBS[name].cron);
    }
  };
  if (databaseUrl) {
    await knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [SET_UP_LOCK]);
      await setUp();
    });
  } else {
    await setUp();
  }

  for (const name of JOB_NAMES) {
    await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handlers[name]();
        } catch (error) {
          logger.error('A job failed', {
            job: name,
            jobId: job.id,
            reason: error instanceof Error ? error.message : String(error),
          });
          throw error;
        }
      }
    });
  }

  return {
    runNow: (name) => boss.send(name, {}),
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
