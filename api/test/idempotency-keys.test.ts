import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_PROGRESS,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAY_HEADER,
} from '@manifest/contracts/offline-actions';
import { describe, expect, it } from 'vitest';
import { AFFIRMATION_POINTS, MEDITATION_POINTS } from '../src/domain/points-rules';
import type { MeditationCatalogue } from '../src/features/meditations/meditation-catalogue';
import { fixtureMeditationCatalogue } from './support/meditation-fixture';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import type { ApiAnswer } from './support/test-server';
import { ledgerOf } from './support/user-rows';

const TASK = 'morning-intention';
const TASK_PATH = `/api/daily-tasks/${TASK}/complete`;

// The fixture catalogue, failing its first lookup after `failNext` is set:
// a handler that breaks once, then works.
const failNext = { value: false };
const flakyCatalogue = (): MeditationCatalogue => {
  const catalogue = fixtureMeditationCatalogue();
  return {
    async find(id) {
      if (failNext.value) {
        failNext.value = false;
        throw new Error('the catalogue broke');
      }
      return catalogue.find(id);
    },
  };
};

const isReplay = (answer: ApiAnswer) => answer.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true';

describe.each(DATABASE_ENGINES)('Idempotency-Key on the practice calls on %s', (engine) => {
  const api = useTestApp(engine, { meditationCatalogue: flakyCatalogue() });

  const post = (token: string, path: string, key?: string, json: unknown = {}) =>
    api.request(path, {
      token,
      json,
      ...(key === undefined ? {} : { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    });
  const keysOf = (userId: string) =>
    api.knex('idempotency_keys').where({ user_id: userId }).orderBy('created_at');

  it('runs a key once: a replay gets the same answer, marked, and pays nothing more', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const first = await post(user.token, TASK_PATH, key);
    expect(first.status).toBe(200);
    expect(isReplay(first)).toBe(false);

    const again = await post(user.token, TASK_PATH, key);
    expect(again.status).toBe(200);
    expect(isReplay(again)).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(await ledgerOf(api.knex, user.id)).toHaveLength(1);
    expect(await keysOf(user.id)).toMatchObject([
      { key, fingerprint: `POST ${TASK_PATH}`, status_code: 200, response_body: first.body },
    ]);
  });

  it('runs a key sent ten times at once only once', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(user.token, TASK_PATH, key)),
    );
    const ran = answers.filter((answer) => answer.status === 200 && !isReplay(answer));
    expect(ran).toHaveLength(1);
    for (const answer of answers.filter((other) => other !== ran[0])) {
      // Either the first answer again, or "still running" while the first one ran.
      if (answer.status === 409)
        expect(answer.body).toEqual({ message: IDEMPOTENCY_KEY_IN_PROGRESS });
      else
        expect([answer.status, isReplay(answer), answer.body]).toEqual([200, true, ran[0]?.body]);
    }
    expect(await ledgerOf(api.knex, user.id)).toHaveLength(1);
    expect(await api.knex('task_completions').where({ user_id: user.id })).toHaveLength(1);
    const later = await post(user.token, TASK_PATH, key);
    expect([later.status, isReplay(later)]).toEqual([200, true]);
  });

  it('behaves as before without the header: a repeat is the usual 409', async () => {
    const user = await api.newUser();
    expect((await post(user.token, TASK_PATH)).status).toBe(200);
    const again = await post(user.token, TASK_PATH);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Task already completed today' });
    expect(isReplay(again)).toBe(false);
    expect(await keysOf(user.id)).toEqual([]);
  });

  it('stores a 4xx answer and replays it', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const missing = await post(user.token, '/api/daily-tasks/no-such-task/complete', key);
    expect(missing.status).toBe(404);
    const replayed = await post(user.token, '/api/daily-tasks/no-such-task/complete', key);
    expect([replayed.status, isReplay(replayed), replayed.body]).toEqual([
      404,
      true,
      { message: 'Task not found' },
    ]);

    // A body the contract refuses is an answer too.
    const badKey = randomUUID();
    const refused = await post(user.token, TASK_PATH, badKey, { doneAt: 'yesterday' });
    expect(refused.status).toBe(400);
    const refusedAgain = await post(user.token, TASK_PATH, badKey, { doneAt: 'yesterday' });
    expect([refusedAgain.status, isReplay(refusedAgain)]).toEqual([400, true]);
    expect(refusedAgain.body).toEqual({
      message: 'doneAt must be an ISO date and time',
      field: 'doneAt',
    });
  });

  it('answers 422 for a key first used on another call, running nothing', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    expect((await post(user.token, TASK_PATH, key)).status).toBe(200);
    for (const path of [
      '/api/daily-tasks/evening-wins-journal/complete',
      '/api/affirmations/3/complete',
    ]) {
      const other = await post(user.token, path, key);
      expect(other.status).toBe(422);
      expect(other.body).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    }
    expect(await ledgerOf(api.knex, user.id)).toHaveLength(1);
  });

  it("keeps each person's keys apart", async () => {
    const [one, two] = [await api.newUser(), await api.newUser()];
    const key = randomUUID();
    const answers = [await post(one.token, TASK_PATH, key), await post(two.token, TASK_PATH, key)];
    expect(answers.map((answer) => [answer.status, isReplay(answer)])).toEqual([
      [200, false],
      [200, false],
    ]);
  });

  it.each(['short', 'x'.repeat(101), 'not a key!', ''])(
    'answers 400 naming the header for the key %j, running nothing',
    async (key) => {
      const user = await api.newUser();
      const answer = await post(user.token, TASK_PATH, key);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: IDEMPOTENCY_KEY_INVALID });
      expect(await ledgerOf(api.knex, user.id)).toEqual([]);
    },
  );

  it('answers 409 while the first request with the key runs; a claim left a minute takes over', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    // As a request still running (or one whose process died) leaves it.
    await api
      .knex('idempotency_keys')
      .insert({ user_id: user.id, key, fingerprint: `POST ${TASK_PATH}` });
    const running = await post(user.token, TASK_PATH, key);
    expect(running.status).toBe(409);
    expect(running.body).toEqual({ message: IDEMPOTENCY_KEY_IN_PROGRESS });
    expect(running.headers.get('retry-after')).toBe('1');
    expect(await ledgerOf(api.knex, user.id)).toEqual([]);

    await api
      .knex('idempotency_keys')
      .where({ user_id: user.id, key })
      .update({ created_at: new Date(Date.now() - 2 * 60_000) });
    const retried = await post(user.token, TASK_PATH, key);
    expect([retried.status, isReplay(retried)]).toEqual([200, false]);
    expect(await ledgerOf(api.knex, user.id)).toHaveLength(1);
  });

  it('releases the key when the handler fails, so the retry runs', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const body = { meditationId: 'abundance-flow', startedAt: new Date().toISOString() };
    failNext.value = true;
    const failed = await post(user.token, '/api/meditations/start', key, body);
    expect(failed.status).toBe(500);
    expect(await keysOf(user.id)).toEqual([]);

    const retried = await post(user.token, '/api/meditations/start', key, body);
    expect([retried.status, isReplay(retried)]).toEqual([201, false]);
    expect(retried.body).toMatchObject({ pointsAwarded: MEDITATION_POINTS });
    const replayed = await post(user.token, '/api/meditations/start', key, body);
    expect([replayed.status, isReplay(replayed), replayed.body]).toEqual([201, true, retried.body]);
    expect(await api.knex('meditation_sessions').where({ user_id: user.id })).toHaveLength(1);
  });

  it('replays a said affirmation, paying once', async () => {
    const user = await api.newUser();
    const key = randomUUID();
    const answers = [
      await post(user.token, '/api/affirmations/7/complete', key),
      await post(user.token, '/api/affirmations/7/complete', key),
    ];
    expect(answers.map((answer) => [answer.status, isReplay(answer)])).toEqual([
      [200, false],
      [200, true],
    ]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(await ledgerOf(api.knex, user.id)).toEqual([
      { source_key: expect.stringMatching(/^affirmation:7:/), points: AFFIRMATION_POINTS },
    ]);
  });

  it('claims nothing for a call refused before it runs (an ended trial)', async () => {
    const user = await api.newUser({ trialEndDate: new Date(Date.now() - 60_000) });
    expect((await post(user.token, TASK_PATH, randomUUID())).status).toBe(402);
    expect(await keysOf(user.id)).toEqual([]);
  });

  it('forgets keys after 7 days as new ones are claimed', async () => {
    const user = await api.newUser();
    const oldKey = randomUUID();
    await api.knex('idempotency_keys').insert({
      user_id: user.id,
      key: oldKey,
      fingerprint: `POST ${TASK_PATH}`,
      status_code: 200,
      response_body: JSON.stringify({}),
      created_at: new Date(Date.now() - 8 * 24 * 60 * 60_000),
    });
    await post(user.token, '/api/affirmations/1/complete', randomUUID());
    expect((await keysOf(user.id)).map((row: { key: string }) => row.key)).not.toContain(oldKey);
    expect(await keysOf(user.id)).toHaveLength(1);
  });
});
