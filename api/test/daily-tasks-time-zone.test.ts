import { ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { ledgerOf, startPracticeServer, type PracticeServer } from './practice-support';
import { createTestUser } from './rewards-support';
import { DATABASE_ENGINES, openTestDatabase } from './support/test-database';

const TASK = 'evening-wins-journal';
const HOUR_MS = 60 * 60 * 1000;

// 23:30 on 2030-01-15 local: Auckland is UTC+13 in January (still the 15th in
// UTC), Honolulu UTC-10 (already the 16th in UTC).
const CASES = [
  {
    zone: 'Pacific/Auckland',
    at: '2030-01-15T10:30:00Z',
    day: '2030-01-15',
    nextDay: '2030-01-16',
  },
  {
    zone: 'Pacific/Honolulu',
    at: '2030-01-16T09:30:00Z',
    day: '2030-01-15',
    nextDay: '2030-01-16',
  },
];

describe.each(DATABASE_ENGINES)("a task's day in the user's time zone on %s", (engine) => {
  let database: Database;
  let api: PracticeServer;
  let clock = new Date();

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    api = await startPracticeServer({ database, now: () => clock });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it.each(CASES)(
    'counts 23:30 in $zone for that local day, and the next day starts fresh',
    async ({ zone, at, day, nextDay }) => {
      const user = await createTestUser(database.knex, { timeZone: zone });
      // Sessions are judged by the same pinned clock.
      await database
        .knex('sessions')
        .where({ user_id: user.id })
        .update({ expires_at: new Date('2100-01-01') });
      const tasks = async () =>
        ZDailyTaskList.parse(
          (await api.request('/api/daily-tasks', { token: user.token })).body,
        ).find((task) => task.id === TASK);

      clock = new Date(at);
      const answer = await api.request(`/api/daily-tasks/${TASK}/complete`, {
        token: user.token,
        json: {},
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ completed: true, completedAt: clock.toISOString() });
      expect(await tasks()).toMatchObject({ completed: true, completedAt: clock.toISOString() });
      const [row] = await database
        .knex('task_completions')
        .select(database.knex.raw('local_day::text as local_day'))
        .where({ user_id: user.id });
      expect(row).toEqual({ local_day: day });

      // One hour later it is 00:30 the next local day: not completed, and it pays again.
      clock = new Date(clock.getTime() + HOUR_MS);
      expect(await tasks()).toMatchObject({ completed: false, completedAt: null });
      const nextAnswer = await api.request(`/api/daily-tasks/${TASK}/complete`, {
        token: user.token,
        json: {},
      });
      expect(nextAnswer.status).toBe(200);
      expect(await ledgerOf(database.knex, user.id)).toEqual([
        { source_key: `task:${TASK}:${day}`, points: 10 },
        { source_key: `task:${TASK}:${nextDay}`, points: 10 },
      ]);
    },
  );

  it('uses UTC days for a user who never sent a time zone', async () => {
    const user = await createTestUser(database.knex);
    await database
      .knex('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date('2100-01-01') });
    clock = new Date('2030-01-15T23:30:00Z');
    await api.request(`/api/daily-tasks/${TASK}/complete`, { token: user.token, json: {} });
    expect(await ledgerOf(database.knex, user.id)).toEqual([
      { source_key: `task:${TASK}:2030-01-15`, points: 10 },
    ]);
  });
});
