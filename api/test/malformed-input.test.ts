import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureMeditationCatalogue } from './support/meditation-fixture';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import type { TestUser } from './support/test-users';
import { practiceRowCounts } from './support/user-rows';

const SQL = "'; drop table users; --";
const HUGE = 'x'.repeat(20_000);
const TOO_BIG_BODY = 'y'.repeat(150_000);
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const startedAt = new Date().toISOString();
// Well-formed times an action cannot have been done at: 49 hours ago, 10 minutes ahead.
const OUT_OF_WINDOW = [
  new Date(Date.now() - 49 * 60 * 60 * 1000).toISOString(),
  new Date(Date.now() + 10 * 60 * 1000).toISOString(),
];

// Bad values per kind of field; each one is invalid wherever it is used below.
const BAD_TEXT = [123, -1, true, [], {}, ['a'], HUGE, NUL, LONE_SURROGATE];
const BAD_REQUIRED_TEXT = [...BAD_TEXT, null, '', '   '];
const BAD_ENUM = ['night', SQL, 'ＭＯＲＮＩＮＧ', '', 1, null, [], 'morning\u0000'];
const BAD_NUMBER = [-1, -1e9, 1e9, 1e308, 1.5, '15', 'abc', SQL, true, [], {}, null];
const BAD_DATE = [
  '2031-02-30',
  'tomorrow',
  `2031-01-01${SQL}`,
  '0999-01-01',
  '99999-01-01',
  20310101,
  [],
];
const BAD_URL = [
  'javascript:alert(1)',
  'ftp://example.com/a',
  'http://',
  `https://${HUGE}.com`,
  1,
  SQL,
];
const BAD_METADATA = [
  [],
  'x',
  1,
  { a: { b: 1 } },
  { a: 1 },
  { a: null },
  { a: HUGE },
  { '': 'x' },
  { a: NUL },
  { [NUL]: 'x' },
  { a: LONE_SURROGATE },
  { [LONE_SURROGATE]: 'x' },
  Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])),
];
const BAD_BODIES = [null, [], 'text', 42, true];
const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1;drop table',
  "1' or '1'='1",
  '99999999999999999999',
  'ünï',
  '1.5',
  '%00',
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-00000000000g',
];

const REFUSALS = [400, 404, 409, 413];

type Sweep = {
  name: string;
  method: string;
  /** The route for a real row of the user; bad ids are swept through `pathFor`. */
  path: (ids: Ids) => string;
  pathFor?: (id: string) => string;
  valid?: Record<string, unknown>;
  fields?: Record<string, unknown[]>;
};
type Ids = { visionItem: string; goal: string };

const SWEEPS: Sweep[] = [
  {
    name: 'create a daily task',
    method: 'POST',
    path: () => '/api/daily-tasks',
    valid: { title: 'Walk' },
    fields: {
      title: BAD_REQUIRED_TEXT,
      description: BAD_TEXT,
      category: BAD_ENUM,
      duration: [...BAD_NUMBER, 0, 181],
      difficulty: BAD_ENUM,
      points: [...BAD_NUMBER, 0, 101],
    },
  },
  {
    name: 'complete a daily task',
    method: 'POST',
    path: () => '/api/daily-tasks/morning-intention/complete',
    pathFor: (id) => `/api/daily-tasks/${id}/complete`,
    valid: {},
    fields: { reflection: BAD_TEXT, doneAt: [...BAD_DATE, ...OUT_OF_WINDOW] },
  },
  {
    name: 'create a vision item',
    method: 'POST',
    path: () => '/api/vision-board',
    valid: { title: 'Dream' },
    fields: {
      title: BAD_REQUIRED_TEXT,
      category: [...BAD_TEXT, null, ''],
      description: [...BAD_TEXT, null],
      imageUrl: BAD_URL,
    },
  },
  {
    name: 'rename a vision item',
    method: 'PUT',
    path: (ids) => `/api/vision-board/${ids.visionItem}`,
    pathFor: (id) => `/api/vision-board/${id}`,
    valid: { title: 'Renamed' },
    fields: { title: BAD_REQUIRED_TEXT },
  },
  {
    name: 'delete a vision item',
    method: 'DELETE',
    path: (ids) => `/api/vision-board/${ids.visionItem}`,
    pathFor: (id) => `/api/vision-board/${id}`,
  },
  {
    name: 'create a goal',
    method: 'POST',
    path: () => '/api/goals',
    valid: { title: 'Goal' },
    fields: {
      title: BAD_REQUIRED_TEXT,
      description: [...BAD_TEXT, null],
      category: [...BAD_TEXT, null, ''],
      targetDate: BAD_DATE,
      status: [...BAD_ENUM, 'completed', 'paused'],
      progress: [...BAD_NUMBER, 101],
      imageUrl: BAD_URL,
      metadata: [...BAD_METADATA, null],
    },
  },
  {
    name: 'update a goal',
    method: 'PUT',
    path: (ids) => `/api/goals/${ids.goal}`,
    pathFor: (id) => `/api/goals/${id}`,
    valid: { title: 'Goal' },
    fields: {
      title: BAD_REQUIRED_TEXT,
      description: [...BAD_TEXT, null],
      category: [...BAD_TEXT, null, ''],
      targetDate: BAD_DATE,
      status: BAD_ENUM,
      progress: [...BAD_NUMBER, 101],
      imageUrl: BAD_URL,
      metadata: BAD_METADATA,
      isCompleted: ['yes', 1, null, []],
    },
  },
  {
    name: 'delete a goal',
    method: 'DELETE',
    path: (ids) => `/api/goals/${ids.goal}`,
    pathFor: (id) => `/api/goals/${id}`,
  },
  {
    name: 'start a challenge',
    method: 'POST',
    path: () => '/api/challenges/abc/start',
    pathFor: (id) => `/api/challenges/${id}/start`,
  },
  {
    name: 'complete a challenge',
    method: 'PUT',
    path: () => '/api/challenges/1/complete',
    pathFor: (id) => `/api/challenges/${id}/complete`,
    valid: {},
    fields: { reflection: BAD_TEXT },
  },
  {
    name: 'start a meditation',
    method: 'POST',
    path: () => '/api/meditations/start',
    valid: { meditationId: 'abundance-flow', startedAt },
    fields: {
      meditationId: [...BAD_REQUIRED_TEXT, SQL, 'ünknown', 'abundance-flow\u0000'],
      startedAt: [
        ...BAD_DATE,
        null,
        '2026-11-22',
        '2026-02-31T08:00:00Z',
        '0000-01-01T00:00:00Z',
        startedAt + SQL,
        ...OUT_OF_WINDOW,
      ],
    },
  },
  {
    name: 'complete an affirmation',
    method: 'POST',
    path: () => '/api/affirmations/43/complete',
    pathFor: (id) => `/api/affirmations/${id}/complete`,
    valid: {},
    fields: { doneAt: [...BAD_DATE, ...OUT_OF_WINDOW] },
  },
];

type Attempt = { label: string; path: string; method: string; json?: unknown; rawBody?: string };

function attemptsFor(sweep: Sweep, ids: Ids): Attempt[] {
  const path = sweep.path(ids);
  const attempts: Attempt[] = [];
  const base = { path, method: sweep.method };
  if (sweep.fields && sweep.valid) {
    for (const [field, values] of Object.entries(sweep.fields)) {
      for (const value of values) {
        attempts.push({
          ...base,
          label: `${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          json: { ...sweep.valid, [field]: value },
        });
      }
    }
    for (const body of BAD_BODIES)
      attempts.push({ ...base, label: `body ${JSON.stringify(body)}`, json: body });
    attempts.push({ ...base, label: 'broken JSON', rawBody: '{"title": ' });
    attempts.push({ ...base, label: 'too big', rawBody: JSON.stringify({ title: TOO_BIG_BODY }) });
  }
  if (sweep.pathFor) {
    const pathFor = sweep.pathFor;
    for (const id of BAD_IDS) {
      attempts.push({
        label: `id ${id}`,
        method: sweep.method,
        path: pathFor(encodeURIComponent(id)),
        ...(sweep.valid ? { json: sweep.valid } : {}),
      });
    }
  }
  return attempts;
}

describe.each(DATABASE_ENGINES)('malformed input to the practice routes on %s', (engine) => {
  const api = useTestApp(engine, { meditationCatalogue: fixtureMeditationCatalogue() });
  let user: TestUser;
  let ids: Ids;

  beforeAll(async () => {
    user = await api.newUser();
    const create = async (path: string, json: unknown) =>
      ((await api.request(path, { token: user.token, json })).body as { id: string }).id;
    ids = {
      visionItem: await create('/api/vision-board', { title: 'Kept' }),
      goal: await create('/api/goals', { title: 'Kept' }),
    };
  });

  it.each(SWEEPS.map((sweep) => [sweep.name, sweep] as const))(
    '%s: never 5xx, never writes',
    async (_, sweep) => {
      const before = await practiceRowCounts(api.knex);
      const goalBefore = await api.knex('goals').where({ id: ids.goal }).first();
      const itemBefore = await api.knex('vision_board_items').where({ id: ids.visionItem }).first();
      const failures: string[] = [];
      let attempts = 0;
      for (const attempt of attemptsFor(sweep, ids)) {
        attempts += 1;
        const answer = await api.request(attempt.path, {
          method: attempt.method,
          token: user.token,
          ...(attempt.json !== undefined ? { json: attempt.json } : {}),
          ...(attempt.rawBody !== undefined ? { rawBody: attempt.rawBody } : {}),
        });
        // 401 would mean the sweep never got past sign-in, proving nothing.
        if (!REFUSALS.includes(answer.status))
          failures.push(`${attempt.label} -> ${answer.status}`);
      }
      expect(failures).toEqual([]);
      expect(attempts).toBeGreaterThan(5);
      expect(await practiceRowCounts(api.knex)).toEqual(before);
      expect(await api.knex('goals').where({ id: ids.goal }).first()).toEqual(goalBefore);
      expect(await api.knex('vision_board_items').where({ id: ids.visionItem }).first()).toEqual(
        itemBefore,
      );
    },
  );

  it('stores unicode and SQL-looking text verbatim as plain text', async () => {
    const title = `Ünïcödé 漢字 مرحبا 🙂 ${SQL}`;
    const created = await api.request('/api/daily-tasks', {
      token: user.token,
      json: { title, description: SQL },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title, description: SQL });
    const goal = await api.request('/api/goals', {
      token: user.token,
      json: { title, metadata: { [SQL]: title } },
    });
    expect(goal.body).toMatchObject({ title, metadata: { [SQL]: title } });
    expect(await api.knex('users').where({ id: user.id }).first()).toBeDefined();
  });
});
