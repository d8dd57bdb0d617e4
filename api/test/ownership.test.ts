import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureMeditationCatalogue } from './support/meditation-fixture';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import type { TestUser } from './support/test-users';
import { practiceRowCounts } from './support/user-rows';

const startedAt = new Date().toISOString();

// A second user tries every id-bearing route on the first user's rows: each
// answers 404 and the rows stay exactly as they were.
describe.each(DATABASE_ENGINES)("another user's rows on %s", (engine) => {
  const api = useTestApp(engine, { meditationCatalogue: fixtureMeditationCatalogue() });
  let owner: TestUser;
  let intruder: TestUser;
  let ids: { task: string; visionItem: string; goal: string };

  const snapshot = async () => ({
    tasks: await api.knex('custom_daily_tasks').where({ user_id: owner.id }),
    completions: await api.knex('task_completions').where({ user_id: owner.id }),
    vision: await api.knex('vision_board_items').where({ user_id: owner.id }),
    goals: await api.knex('goals').where({ user_id: owner.id }),
    history: await api.knex('challenge_history').where({ user_id: owner.id }),
    sessions: await api.knex('meditation_sessions').where({ user_id: owner.id }),
    affirmations: await api.knex('affirmation_completions').where({ user_id: owner.id }),
    ledger: await api.knex('points_ledger').where({ user_id: owner.id }).orderBy('source_key'),
  });

  beforeAll(async () => {
    owner = await api.newUser();
    intruder = await api.newUser();
    const post = async (path: string, json: unknown) => {
      const answer = await api.request(path, { token: owner.token, json });
      expect(answer.status).toBe(201);
      return (answer.body as { id: string }).id;
    };
    ids = {
      task: await post('/api/daily-tasks', { title: 'Private habit', points: 50 }),
      visionItem: await post('/api/vision-board', { title: 'Private dream' }),
      goal: await post('/api/goals', { title: 'Private goal', category: 'manifestation' }),
    };
    await api.request('/api/challenges/3/start', { token: owner.token, method: 'POST' });
    await api.request('/api/meditations/start', {
      token: owner.token,
      json: { meditationId: 'abundance-flow', startedAt },
    });
    await api.request('/api/affirmations/9/complete', { token: owner.token, method: 'POST' });
  });

  it('shows none of them in the lists', async () => {
    for (const path of [
      '/api/vision-board',
      '/api/goals',
      '/api/challenges/history',
      '/api/meditations/sessions',
    ]) {
      expect((await api.request(path, { token: intruder.token })).body).toEqual([]);
    }
    const tasks = (await api.request('/api/daily-tasks', { token: intruder.token })).body as {
      id: string;
    }[];
    expect(tasks.map((task) => task.id)).not.toContain(ids.task);
    expect(
      (await api.request('/api/affirmations/completed-today', { token: intruder.token })).body,
    ).toEqual({
      completedIds: [],
    });
  });

  it('answers 404 to every attempt to change or delete them, and leaves them unchanged', async () => {
    const before = await snapshot();
    const attempts = [
      api.request(`/api/daily-tasks/${ids.task}/complete`, { token: intruder.token, json: {} }),
      api.request(`/api/vision-board/${ids.visionItem}`, {
        method: 'PUT',
        token: intruder.token,
        json: { title: 'Taken over' },
      }),
      api.request(`/api/vision-board/${ids.visionItem}`, {
        method: 'DELETE',
        token: intruder.token,
      }),
      api.request(`/api/goals/${ids.goal}`, {
        method: 'PUT',
        token: intruder.token,
        json: { title: 'Taken over', isCompleted: true },
      }),
      api.request(`/api/goals/${ids.goal}`, { method: 'DELETE', token: intruder.token }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    expect(await practiceRowCounts(api.knex, intruder.id)).toMatchObject({
      task_completions: 0,
      points_ledger: 0,
      activities: 0,
    });
  });

  it("keeps the owner's progress when the other user starts, completes and resets challenges and says affirmations", async () => {
    const before = await snapshot();
    expect(
      (await api.request('/api/challenges/3/start', { token: intruder.token, method: 'POST' }))
        .status,
    ).toBe(201);
    expect(
      (await api.request('/api/affirmations/9/complete', { token: intruder.token, method: 'POST' }))
        .status,
    ).toBe(200);
    await api.request('/api/challenges/reset-all', { token: intruder.token, method: 'POST' });
    expect(await snapshot()).toEqual(before);
    expect((await api.request('/api/challenges/history', { token: owner.token })).body).toEqual([
      expect.objectContaining({ challengeId: 3, status: 'accepted' }),
    ]);
  });
});
