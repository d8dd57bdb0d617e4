import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import type { TestUser } from './support/test-users';
import { pointsRowCounts } from './support/user-rows';

const SQL = "'); drop table activities; --";
const HUGE = 'x'.repeat(50_000);
const VALID = { type: 'task', action: 'completed', title: 'Morning gratitude' };

// Each value replaces one field of a valid body; every one of them must be refused.
const BAD_VALUES: Record<string, unknown[]> = {
  type: [undefined, null, 1, -1, true, [], {}, '', 'TASK', 'dance', SQL, HUGE, '🌟'],
  action: [undefined, null, 0, false, ['completed'], {}, 'finished', SQL, HUGE],
  title: [undefined, null, 42, -3.5, true, [], { text: 'x' }, '', '   ', 'a\u0000b', HUGE],
  description: [7, false, ['x'], {}, 'a\u0000b', HUGE],
  metadata: [
    'text',
    12,
    true,
    ['a'],
    { nested: { deep: 1 } },
    { list: [1, 2] },
    { empty: null },
    { text: HUGE },
    { ['k'.repeat(51)]: 1 },
    Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, index])),
    { 'nul\u0000key': 1 },
    { value: 'nul\u0000' },
  ],
  completedAt: [
    12,
    -1,
    true,
    'yesterday',
    '2026-13-45T99:00:00Z',
    '2026-03-01',
    'NaN',
    SQL,
    '9999-12-31T23:59:59Z',
    '1970-01-01T00:00:00Z',
  ],
};

const RAW_BODIES = ['not json', '{"type": "task",', '[]', '"text"', '123', 'null', 'true', '{}'];

describe.each(DATABASE_ENGINES)('malformed input to the points routes on %s', (engine) => {
  const api = useTestApp(engine);
  let user: TestUser;

  beforeAll(async () => {
    user = await api.newUser({ timeZone: 'Europe/Paris' });
  });

  const expectNothingWritten = async () => {
    const counts = await pointsRowCounts(api.knex, user.id);
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    const row = (await api.knex('users').select('time_zone').where({ id: user.id }).first()) as {
      time_zone: string;
    };
    expect(row.time_zone).toBe('Europe/Paris');
  };

  it('POST /api/activities refuses every bad field with 400 naming it, writing nothing', async () => {
    for (const [field, values] of Object.entries(BAD_VALUES)) {
      for (const value of values) {
        const answer = await api.request('/api/activities', {
          token: user.token,
          json: { ...VALID, [field]: value },
        });
        expect(answer.status, `${field}=${JSON.stringify(value)?.slice(0, 40)}`).toBe(400);
        expect((answer.body as { field?: string }).field ?? '').toMatch(new RegExp(`^${field}`));
      }
    }
    await expectNothingWritten();
  });

  it('POST /api/activities refuses bodies that are not an object, or too large', async () => {
    for (const rawBody of RAW_BODIES) {
      const answer = await api.request('/api/activities', { token: user.token, rawBody });
      expect(answer.status, rawBody).toBe(400);
    }
    const tooLarge = await api.request('/api/activities', {
      token: user.token,
      json: { ...VALID, description: 'x'.repeat(200_000) },
    });
    expect(tooLarge.status).toBe(413);
    await expectNothingWritten();
  });

  it('PUT /api/user/time-zone refuses anything but a known zone, writing nothing', async () => {
    const bodies = [
      {},
      { timeZone: null },
      { timeZone: 1 },
      { timeZone: -14 },
      { timeZone: ['UTC'] },
      { timeZone: { name: 'UTC' } },
      { timeZone: '' },
      { timeZone: 'Mars/Phobos' },
      { timeZone: SQL },
      { timeZone: HUGE },
      { timeZone: 'Europe/\u0000Paris' },
      { timeZone: '日本/東京' },
    ];
    for (const json of bodies) {
      const answer = await api.request('/api/user/time-zone', {
        method: 'PUT',
        token: user.token,
        json,
      });
      expect(answer.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect(answer.body).toMatchObject({ field: 'timeZone' });
    }
    for (const rawBody of RAW_BODIES.slice(0, 7)) {
      const answer = await api.request('/api/user/time-zone', {
        method: 'PUT',
        token: user.token,
        rawBody,
      });
      expect(answer.status, rawBody).toBe(400);
    }
    await expectNothingWritten();
  });

  it('GET routes with bad queries answer 400, never 5xx', async () => {
    for (const query of [
      'limit=',
      'limit=1e3',
      'limit=%00',
      `type=${encodeURIComponent(SQL)}`,
      'type=',
    ]) {
      const answer = await api.request(`/api/activities?${query}`, { token: user.token });
      expect(answer.status, query).toBe(400);
    }
    // Unknown query parameters and bodies on calls that take none are ignored.
    for (const path of [
      '/api/user/stats?x=1',
      '/api/user/points?limit=-1',
      '/api/user/achievements',
    ]) {
      expect((await api.request(path, { token: user.token })).status).toBe(200);
    }
    await expectNothingWritten();
  });

  it('accepts unicode and SQL text as plain text, stored exactly', async () => {
    const title = `Gratitude 🌟 日本語 ${SQL}`;
    const answer = await api.request('/api/activities', {
      token: user.token,
      json: { ...VALID, title, metadata: { note: SQL, emoji: '🙏' } },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ title, metadata: { note: SQL, emoji: '🙏' } });
    const listed = await api.request('/api/activities', { token: user.token });
    expect((listed.body as { title: string }[])[0]?.title).toBe(title);
    await api.knex('activities').where({ user_id: user.id }).del();
    await api.knex('activity_days').where({ user_id: user.id }).del();
    await api.knex('user_progress').where({ user_id: user.id }).del();
  });
});
