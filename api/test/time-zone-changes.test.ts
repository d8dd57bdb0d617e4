import { ZAuthResponse } from '@manifest/contracts/auth';
import { ZCompleteTaskResponse } from '@manifest/contracts/daily-tasks';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { signupBody } from './support/test-users';
import { ledgerOf } from './support/user-rows';

const TASK = 'evening-wins-journal';
const HOUR_MS = 60 * 60 * 1000;
// 09:00 on the 16th in Auckland (UTC+13) is still 10:00 on the 15th in Honolulu (UTC-10).
const CLOCK = new Date('2030-01-15T20:00:00Z');

describe.each(DATABASE_ENGINES)('changing the time zone on %s', (engine) => {
  const api = useTestApp(engine, { now: () => CLOCK });

  const newUser = async () => {
    const user = await api.newUser();
    // Sessions are judged by the same pinned clock.
    await api
      .knex('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date('2100-01-01') });
    return user;
  };
  const zoneOf = async (userId: string) =>
    (
      (await api.knex('users').select('time_zone').where({ id: userId }).first()) as {
        time_zone: string | null;
      }
    ).time_zone;
  const putZone = (token: string, timeZone: string) =>
    api.request('/api/user/time-zone', { method: 'PUT', token, json: { timeZone } });

  it('cannot re-pay a task by flipping the header from Auckland to Honolulu', async () => {
    const user = await newUser();
    const complete = (zone: string) =>
      api.request(`/api/daily-tasks/${TASK}/complete`, {
        token: user.token,
        json: {},
        headers: { 'X-Time-Zone': zone },
      });

    const first = await complete('Pacific/Auckland');
    expect(first.status).toBe(200);
    const paid = ZCompleteTaskResponse.parse(first.body).pointsAwarded;
    expect(paid).toBeGreaterThan(0);

    const again = await complete('Pacific/Honolulu');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Task already completed today' });
    expect(await zoneOf(user.id)).toBe('Pacific/Auckland');
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: `task:${TASK}:2030-01-16`, points: paid },
    ]);
  });

  it('takes the first zone, then answers 429 to a change within 20 hours, and allows it after', async () => {
    const user = await newUser();
    expect((await putZone(user.token, 'Pacific/Auckland')).status).toBe(200);
    // Sending the same zone again is no change.
    expect((await putZone(user.token, 'Pacific/Auckland')).status).toBe(200);

    const refused = await putZone(user.token, 'Pacific/Honolulu');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Time zone can only be changed once every 20 hours. Please try again in 20 hours.',
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(19 * 3600);
    expect(await zoneOf(user.id)).toBe('Pacific/Auckland');

    await api
      .knex('users')
      .where({ id: user.id })
      .update({ time_zone_changed_at: new Date(Date.now() - 20 * HOUR_MS - 1000) });
    const moved = await putZone(user.token, 'Pacific/Honolulu');
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ timeZone: 'Pacific/Honolulu' });
    expect(await zoneOf(user.id)).toBe('Pacific/Honolulu');
    expect((await putZone(user.token, 'Pacific/Auckland')).status).toBe(429);
  });

  it('keeps the zone sent at sign-up for 20 hours: a later header is ignored', async () => {
    const signup = await api.request('/api/auth/signup', {
      json: signupBody({ timeZone: 'Pacific/Auckland' }),
    });
    expect(signup.status).toBe(201);
    const { token, user } = ZAuthResponse.parse(signup.body);
    const row = (await api.knex('users').where({ id: user.id }).first()) as {
      time_zone_changed_at: Date | null;
    };
    expect(row.time_zone_changed_at).toBeInstanceOf(Date);
    const answer = await api.request('/api/goals', {
      token,
      headers: { 'X-Time-Zone': 'Pacific/Honolulu' },
    });
    expect(answer.status).toBe(200);
    expect(await zoneOf(user.id)).toBe('Pacific/Auckland');
  });

  it('stores a repeated header once, not on every call', async () => {
    const user = await newUser();
    const userUpdates: string[] = [];
    const onQuery = (query: { sql: string }) => {
      if (/^update "users"/i.test(query.sql)) userUpdates.push(query.sql);
    };
    api.knex.on('query', onQuery);
    try {
      for (let call = 0; call < 5; call += 1) {
        const answer = await api.request('/api/daily-tasks', {
          token: user.token,
          headers: { 'X-Time-Zone': 'Europe/Lisbon' },
        });
        expect(answer.status).toBe(200);
      }
    } finally {
      api.knex.off('query', onQuery);
    }
    expect(await zoneOf(user.id)).toBe('Europe/Lisbon');
    expect(userUpdates).toHaveLength(1);
  });
});
