import { ZErrorResponse, ZUser } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

const HOUR_MS = 60 * 60 * 1000;

describe.each(DATABASE_ENGINES)('PATCH /api/auth/user on %s', (engine) => {
  const api = useTestApp(engine);

  type TProfile = { firstName?: unknown; lastName?: unknown; timeZone?: unknown };
  const patchUser = (token: string, json: TProfile, browserZone?: string) =>
    api.request('/api/auth/user', {
      method: 'PATCH',
      token,
      json,
      ...(browserZone ? { headers: { 'X-Time-Zone': browserZone } } : {}),
    });
  const rowOf = async (userId: string) =>
    (await api
      .knex('users')
      .select('first_name', 'last_name', 'time_zone', 'time_zone_is_chosen')
      .where({ id: userId })
      .first()) as {
      first_name: string;
      last_name: string;
      time_zone: string | null;
      time_zone_is_chosen: boolean;
    };
  /** As if the zone was last set longer ago than the change interval. */
  const letZoneChange = (userId: string) =>
    api
      .knex('users')
      .where({ id: userId })
      .update({ time_zone_changed_at: new Date(Date.now() - 20 * HOUR_MS - 1000) });

  it('keeps the name and time zone, and answers the user as it now is', async () => {
    const user = await api.newUser();
    const answer = await patchUser(user.token, {
      firstName: '  Grace ',
      lastName: 'Hopper',
      timeZone: 'Asia/Tokyo',
    });
    expect(answer.status).toBe(200);
    expect(ZUser.parse(answer.body)).toMatchObject({
      id: user.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'Asia/Tokyo',
    });
    const current = await api.request('/api/auth/user', { token: user.token });
    expect(ZUser.parse(current.body)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'Asia/Tokyo',
    });
  });

  it.each([
    ['firstName', { firstName: '   ' }, 'First Name is required'],
    ['firstName', { firstName: undefined }, 'First Name is required'],
    ['lastName', { lastName: 'x'.repeat(101) }, 'Last Name must be at most 100 characters'],
    ['lastName', { lastName: 42 }, 'Last Name must be text'],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }, 'Time zone must be a valid IANA time zone'],
    ['timeZone', { timeZone: undefined }, 'Time zone is required'],
  ])('answers 400 naming %s when it breaks the sign-up rules', async (field, patch, message) => {
    const user = await api.newUser();
    const answer = await patchUser(user.token, {
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'Asia/Tokyo',
      ...patch,
    });
    expect(answer.status).toBe(400);
    expect(ZErrorResponse.parse(answer.body)).toEqual({ message, field });
    expect(await rowOf(user.id)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('answers 429 with when to try again for a zone changed within 20 hours, and saves nothing', async () => {
    const user = await api.newUser({ timeZone: 'Europe/Paris' });
    await api.knex('users').where({ id: user.id }).update({ time_zone_changed_at: new Date() });

    const refused = await patchUser(user.token, {
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'Asia/Tokyo',
    });
    expect(refused.status).toBe(429);
    expect(ZErrorResponse.parse(refused.body)).toEqual({
      message: 'Time zone can only be changed once every 20 hours. Please try again in 20 hours.',
      field: 'timeZone',
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(19 * 3600);
    expect(await rowOf(user.id)).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      time_zone: 'Europe/Paris',
    });

    // The name alone may change at any time: the zone sent is the one kept.
    const renamed = await patchUser(user.token, {
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'Europe/Paris',
    });
    expect(renamed.status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      time_zone: 'Europe/Paris',
    });
  });

  it("keeps a chosen zone over the browser's header, until the browser's own zone is chosen", async () => {
    const user = await api.newUser({ timeZone: 'Europe/London' });
    const chosen = await patchUser(
      user.token,
      { firstName: 'Ada', lastName: 'Lovelace', timeZone: 'Asia/Tokyo' },
      'Europe/London',
    );
    expect(chosen.status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({
      time_zone: 'Asia/Tokyo',
      time_zone_is_chosen: true,
    });

    // A day later the browser, still in London, sends its zone: the choice stands.
    await letZoneChange(user.id);
    const read = await api.request('/api/user/stats', {
      token: user.token,
      headers: { 'X-Time-Zone': 'Europe/London' },
    });
    expect(read.status).toBe(200);
    expect((await rowOf(user.id)).time_zone).toBe('Asia/Tokyo');

    // Choosing the zone the browser is in lets the account follow the browser again.
    const followed = await patchUser(
      user.token,
      { firstName: 'Ada', lastName: 'Lovelace', timeZone: 'Europe/London' },
      'Europe/London',
    );
    expect(followed.status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({
      time_zone: 'Europe/London',
      time_zone_is_chosen: false,
    });
    await letZoneChange(user.id);
    await api.request('/api/user/stats', {
      token: user.token,
      headers: { 'X-Time-Zone': 'America/New_York' },
    });
    expect((await rowOf(user.id)).time_zone).toBe('America/New_York');
  });

  it('answers 401 without a session', async () => {
    const answer = await api.request('/api/auth/user', {
      method: 'PATCH',
      json: { firstName: 'Grace', lastName: 'Hopper', timeZone: 'Asia/Tokyo' },
    });
    expect(answer.status).toBe(401);
  });
});
