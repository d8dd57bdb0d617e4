import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../tools/api-process';
import { createPostgresTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/test-users';

// Two real API processes (src/server.ts) on one PostgreSQL, each working the job queue
// with its own pg-boss pool: reminder runs handed to both at once still send each
// person's reminder exactly once. A SIGTERM stops a process's queue with it.

// Enough people that a run takes long enough for both processes' runs to overlap
// (without the claim, some of them get two emails).
const PEOPLE = 120;
const RUNS = 8;

async function until(isDone: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`${what} never happened`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('reminders with two API processes on one PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let direct: Knex;
  let outbox: string;
  let first: ApiProcess;
  let second: ApiProcess;
  let boss: PgBoss;

  beforeAll(async () => {
    postgres = await createPostgresTestDatabase();
    direct = knexFactory({ client: 'pg', connection: postgres.url, pool: { min: 0, max: 2 } });
    outbox = await mkdtemp(join(tmpdir(), 'manifest-reminders-two-processes-'));
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres.url,
      CMS_URL: 'http://127.0.0.1:9',
      MAIL_OUTBOX_DIR: outbox,
    };
    [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    // The test's own client of the same queue, to hand the processes runs at once
    // rather than wait for the minute's scheduled one.
    boss = new PgBoss({
      connectionString: postgres.url,
      max: 2,
      schedule: false,
      supervise: false,
    });
    await boss.start();
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await direct?.destroy();
    await postgres?.drop();
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  it('both processes schedule the minute run once, and send each reminder once', async () => {
    const schedules = (await direct('pgboss.schedule').select('name', 'cron')) as {
      name: string;
      cron: string;
    }[];
    expect(schedules).toContainEqual({ name: 'reminders-due', cron: '* * * * *' });
    expect(schedules).toContainEqual({ name: 'trial-reminders-due', cron: '*/10 * * * *' });

    // People in UTC whose practice time is this minute: due now, on time for 30 minutes.
    const now = new Date();
    const time = now.toISOString().slice(11, 16);
    const emails: string[] = [];
    for (let n = 0; n < PEOPLE; n += 1) {
      const user = await createTestUser(direct, { timeZone: 'UTC' });
      const [row] = (await direct('users')
        .where({ id: user.id })
        .update({ email_verified_at: now })
        .returning('email')) as { email: string }[];
      emails.push(row?.email ?? '');
      await direct('reminder_settings').insert({
        user_id: user.id,
        practice_enabled: true,
        practice_time: time,
        goal_enabled: false,
        goal_time: '19:00',
      });
    }

    const ids = await Promise.all(
      Array.from({ length: RUNS }, () => boss.send('reminders-due', {})),
    );
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    // Every run taken and finished by one process or the other.
    await until(async () => {
      const rows = (await direct('pgboss.job')
        .whereIn('id', ids as string[])
        .select('state')) as { state: string }[];
      return rows.every((row) => row.state === 'completed');
    }, 'every run');

    const mails = await Promise.all(
      (await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')),
    );
    for (const email of emails) {
      expect(mails.filter((mail) => mail.includes(`To: ${email}`))).toHaveLength(1);
    }
    const sent = (await direct('reminder_deliveries')
      .where({ status: 'sent', channel: 'email' })
      .count('* as count')) as { count: string }[];
    expect(Number(sent[0]?.count)).toBe(PEOPLE);
  });

  it('stops its queue on SIGTERM and exits 0; the other process keeps taking runs', async () => {
    expect(await first.stop('SIGTERM')).toBe(0);
    const id = await boss.send('reminders-due', {});
    await until(async () => {
      const row = (await direct('pgboss.job').where({ id }).first('state')) as
        { state: string } | undefined;
      return row?.state === 'completed';
    }, 'the run on the remaining process');
  });
});
