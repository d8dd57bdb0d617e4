import { describe, expect, it } from 'vitest';
import { JOB_NAMES, type JobHandlers } from '../src/jobs/job-names';
import { startJobQueue } from '../src/jobs/job-queue';
import { createLogger, type LogEntry } from '../src/lib/logger';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

// The job queue (pg-boss) on both engines: on PGlite through its `db` option over our
// knex connection, on PostgreSQL the same way here (the server gives it the URL).

const until = async (isDone: () => boolean, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`${what} never happened`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(DATABASE_ENGINES)('the job queue on %s', (engine) => {
  const db = useTestDatabase(engine);

  it('registers each schedule, runs a job sent to it, logs a failing one and stops', async () => {
    const runs: string[] = [];
    const logs: LogEntry[] = [];
    const handlers: JobHandlers = {
      'reminders-due': async () => {
        runs.push('reminders-due');
      },
      'trial-reminders-due': async () => {
        throw new Error('SMTP is down');
      },
      'weekly-review-due': async () => {},
    };
    const queue = await startJobQueue({
      knex: db.knex,
      logger: createLogger('debug', (entry) => logs.push(entry)),
      handlers,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const schedules = (await db.knex('pgboss.schedule').select('name', 'cron')) as {
        name: string;
        cron: string;
      }[];
      expect(schedules.map((row) => row.name).sort()).toEqual([...JOB_NAMES].sort());
      expect(schedules.find((row) => row.name === 'reminders-due')?.cron).toBe('* * * * *');

      expect(await queue.runNow('reminders-due')).toEqual(expect.any(String));
      await until(() => runs.length === 1, 'the job');

      await queue.runNow('trial-reminders-due');
      await until(
        () => logs.some((entry) => entry.message === 'A job failed'),
        'the failure in the log',
      );
      expect(logs.find((entry) => entry.message === 'A job failed')).toMatchObject({
        fields: { job: 'trial-reminders-due', reason: 'SMTP is down' },
      });
    } finally {
      await queue.stop(2_000);
    }
    // Stopped: a job sent now waits for the next process that starts.
    expect(runs).toEqual(['reminders-due']);
  });
});
