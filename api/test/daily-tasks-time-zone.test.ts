import { ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { ledgerOf } from './support/user-rows';

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
  let clock = new Date();
  const api = useTestApp(engine, { now: () => clock });

  it.each(CASES)(
    'counts 23:30 in $zone for that local day, and the next day starts fresh',
    async ({ zone, at, day, nextDay }) => {
      const user = await api.newUser({ timeZone: zone });
      // Sessions are judged by the same pinned clock.
      await api
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
      const [row] = await api
        .knex('task_completions')
        .select(api.knex.raw('local_day::text as local_day'))
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
      expect(await ledgerOf(api.knex, user.id)).toEqual([
        { source_key: `task:${TASK}:${day}`, points: 10 },
        { source_key: `task:${TASK}:${nextDay}`, points: 10 },
      ]);
    },
  );

  it('uses UTC days for a user who never sent a time zone', async () => {
    const user = await api.newUser();
    await api
      .knex('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date('2100-01-01') });
    clock = new Date('2030-01-15T23:30:00Z');
    await api.request(`/api/daily-tasks/${TASK}/complete`, { token: user.token, json: {} });
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: `task:${TASK}:2030-01-15`, points: 10 },
    ]);
  });
});

describe.each(DATABASE_ENGINES)('the X-Time-Zone header on %s', (engine) => {
  const api = useTestApp(engine);
  const zoneOf = async (userId: string) =>
    (
      (await api.knex('users').select('time_zone').where({ id: userId }).first()) as {
        time_zone: string | null;
      }
    ).time_zone;

  it.each([
    '/api/daily-tasks',
    '/api/goals',
    '/api/vision-board',
    '/api/challenges/history',
    '/api/meditations/sessions',
    '/api/user/achievements',
    '/api/user/points',
    '/api/auth/user',
  ])('is stored from any signed-in call, e.g. GET %s', async (path) => {
    const user = await api.newUser();
    const answer = await api.request(path, {
      token: user.token,
      headers: { 'X-Time-Zone': 'Pacific/Auckland' },
    });
    expect(answer.status).toBe(200);
    expect(await zoneOf(user.id)).toBe('Pacific/Auckland');
  });

  it('is ignored when unknown, and never stored without a session', async () => {
    const user = await api.newUser({ timeZone: 'Europe/Berlin' });
    await api.request('/api/goals', { token: user.token, headers: { 'X-Time-Zone': 'Mars/Base' } });
    expect(await zoneOf(user.id)).toBe('Europe/Berlin');
    const anonymous = await api.request('/api/goals', {
      headers: { 'X-Time-Zone': 'Pacific/Auckland' },
    });
    expect(anonymous.status).toBe(401);
  });
});
