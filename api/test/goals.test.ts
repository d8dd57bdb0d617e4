import { ZGoalList, ZGoalWriteResponse } from '@manifest/contracts/goals';
import { describe, expect, it } from 'vitest';
import {
  GOAL_ACHIEVED_POINTS,
  GOAL_POINTS,
  GOALS_ACHIEVED_PAID_PER_DAY,
  GOALS_PAID_PER_DAY,
} from '../src/domain/points-rules';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { activitiesOf, ledgerOf } from './support/user-rows';

const MANIFESTATION_GOAL = {
  title: 'Open my own bakery in the city centre',
  description: 'It lets me share what I love with my neighbourhood every morning',
  category: 'manifestation',
  status: 'active',
  metadata: {
    howLifeWillFeel: 'Warm, proud and free',
    supportiveBeliefs: 'I am capable of learning anything',
    isManifestationGoal: true,
  },
};

describe.each(DATABASE_ENGINES)('goals on %s', (engine) => {
  const api = useTestApp(engine);

  const newUser = () => api.newUser();
  const createGoal = async (token: string, json: unknown) => {
    const answer = await api.request('/api/goals', { token, json });
    expect(answer.status).toBe(201);
    return ZGoalWriteResponse.parse(answer.body);
  };

  it('creates the manifestation goal active, with its metadata, and pays for it', async () => {
    const user = await newUser();
    const goal = await createGoal(user.token, MANIFESTATION_GOAL);
    expect(goal).toMatchObject({
      ...MANIFESTATION_GOAL,
      progress: 0,
      targetDate: null,
      imageUrl: null,
      isCompleted: false,
      completedAt: null,
      pointsAwarded: GOAL_POINTS,
    });
    const list = ZGoalList.parse((await api.request('/api/goals', { token: user.token })).body);
    expect(list.find((entry) => entry.category === 'manifestation')?.id).toBe(goal.id);
    expect(await activitiesOf(api.knex, user.id)).toEqual([
      { type: 'goal', action: 'created', title: MANIFESTATION_GOAL.title, points: GOAL_POINTS },
    ]);
  });

  it('keeps a recommended goal with its target date (a full ISO time names its date)', async () => {
    const user = await newUser();
    const goal = await createGoal(user.token, {
      title: 'Save an emergency fund',
      description: 'AI-recommended: three months of expenses',
      category: 'manifestation',
      targetDate: '2031-02-22T10:00:00.000Z',
    });
    expect(goal.targetDate).toBe('2031-02-22');
    const again = await createGoal(user.token, {
      title: 'Learn Spanish',
      targetDate: '2031-12-31',
      progress: 40,
    });
    expect(again).toMatchObject({ targetDate: '2031-12-31', progress: 40, category: 'personal' });
  });

  it('updates the fields it is given and leaves the rest', async () => {
    const user = await newUser();
    const goal = await createGoal(user.token, MANIFESTATION_GOAL);
    const answer = await api.request(`/api/goals/${goal.id}`, {
      method: 'PUT',
      token: user.token,
      json: { title: 'Open two bakeries', metadata: { howLifeWillFeel: 'Joyful' }, progress: 60 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      title: 'Open two bakeries',
      description: MANIFESTATION_GOAL.description,
      metadata: { howLifeWillFeel: 'Joyful' },
      progress: 60,
      status: 'active',
      pointsAwarded: 0,
    });
  });

  it('pays for achieving a goal once, even when it is reopened and completed again', async () => {
    const user = await newUser();
    const goal = await createGoal(user.token, { title: 'Run 10 km', progress: 30 });
    const put = (json: unknown) =>
      api.request(`/api/goals/${goal.id}`, { method: 'PUT', token: user.token, json });

    const completed = ZGoalWriteResponse.parse((await put({ isCompleted: true })).body);
    expect(completed).toMatchObject({
      isCompleted: true,
      status: 'completed',
      progress: 100,
      pointsAwarded: GOAL_ACHIEVED_POINTS,
    });
    expect(completed.completedAt).not.toBeNull();

    // Reopened, it is as far along as the slider said before.
    expect((await put({ isCompleted: false })).body).toMatchObject({
      isCompleted: false,
      status: 'active',
      completedAt: null,
      progress: 30,
    });
    expect((await put({ status: 'completed' })).body).toMatchObject({
      isCompleted: true,
      pointsAwarded: 0,
    });
    const ledger = await ledgerOf(api.knex, user.id);
    expect(ledger).toHaveLength(2);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { source_key: `goal:${goal.id}`, points: GOAL_POINTS },
        { source_key: `goal-completed:${goal.id}`, points: GOAL_ACHIEVED_POINTS },
      ]),
    );
    expect(await activitiesOf(api.knex, user.id)).toEqual([
      { type: 'goal', action: 'created', title: 'Run 10 km', points: GOAL_POINTS },
      { type: 'goal', action: 'completed', title: 'Run 10 km', points: GOAL_ACHIEVED_POINTS },
    ]);
  });

  it(`pays for the first ${GOALS_PAID_PER_DAY} goals created and ${GOALS_ACHIEVED_PAID_PER_DAY} achieved a day`, async () => {
    const user = await newUser();
    const goals = [];
    for (let index = 0; index < 5; index += 1)
      goals.push(await createGoal(user.token, { title: `Goal ${index}` }));
    expect(goals.map((goal) => goal.pointsAwarded)).toEqual(
      goals.map((_, index) => (index < GOALS_PAID_PER_DAY ? GOAL_POINTS : 0)),
    );
    const completions = await Promise.all(
      goals.map((goal) =>
        api.request(`/api/goals/${goal.id}`, {
          method: 'PUT',
          token: user.token,
          json: { isCompleted: true },
        }),
      ),
    );
    const paid = completions.map((answer) => ZGoalWriteResponse.parse(answer.body).pointsAwarded);
    // Which ones pay depends on the order the racing requests ran in; how many does not.
    expect(paid.filter((points) => points === GOAL_ACHIEVED_POINTS)).toHaveLength(
      GOALS_ACHIEVED_PAID_PER_DAY,
    );
    expect(paid.filter((points) => points === 0)).toHaveLength(
      goals.length - GOALS_ACHIEVED_PAID_PER_DAY,
    );
    const completed = (await activitiesOf(api.knex, user.id)).filter(
      (activity) => activity.action === 'completed',
    );
    expect(completed).toHaveLength(goals.length);
    expect(await ledgerOf(api.knex, user.id)).toHaveLength(
      GOALS_PAID_PER_DAY + GOALS_ACHIEVED_PAID_PER_DAY,
    );
  });

  it('deletes a goal; a second delete answers 404', async () => {
    const user = await newUser();
    const goal = await createGoal(user.token, { title: 'Read 12 books' });
    expect(
      (await api.request(`/api/goals/${goal.id}`, { method: 'DELETE', token: user.token })).status,
    ).toBe(204);
    const again = await api.request(`/api/goals/${goal.id}`, {
      method: 'DELETE',
      token: user.token,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Goal not found' });
  });

  it.each([
    [{}, 'title'],
    [{ title: 'x', progress: 101 }, 'progress'],
    [{ title: 'x', progress: -1 }, 'progress'],
    [{ title: 'x', targetDate: '2031-02-30' }, 'targetDate'],
    [{ title: 'x', targetDate: 'next year' }, 'targetDate'],
    [{ title: 'x', status: 'completed' }, 'status'],
    [{ title: 'x', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    [{ title: 'x', metadata: { nested: { a: 1 } } }, 'metadata.nested'],
    [{ title: 'x', metadata: [] }, 'metadata'],
    [
      {
        title: 'x',
        metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])),
      },
      'metadata',
    ],
  ])('answers 400 on create for %j', async (json, field) => {
    const user = await newUser();
    const answer = await api.request('/api/goals', { token: user.token, json });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
  });

  it('answers 400 for an empty or contradictory update', async () => {
    const user = await newUser();
    const goal = await createGoal(user.token, { title: 'Meditate daily' });
    const put = (json: unknown) =>
      api.request(`/api/goals/${goal.id}`, { method: 'PUT', token: user.token, json });
    expect((await put({})).body).toEqual({ message: 'Nothing to update' });
    expect((await put({ isCompleted: false, status: 'completed' })).body).toEqual({
      message: 'isCompleted and status disagree',
      field: 'isCompleted',
    });
  });
});
