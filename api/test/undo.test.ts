import { randomUUID } from 'node:crypto';
import { ZCompletedAffirmations, ZUndoAffirmationResponse } from '@manifest/contracts/affirmations';
import { ZDailyTaskList, ZUndoTaskResponse } from '@manifest/contracts/daily-tasks';
import { ZUserStats } from '@manifest/contracts/stats';
import { describe, expect, it } from 'vitest';
import { payPoints } from './support/points';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import type { TestUser } from './support/test-users';
import { activitiesOf, ledgerOf, pointsRowCounts } from './support/user-rows';

const GRATITUDE = 'morning-gratitude-list'; // 10 points
const INTENTION = 'morning-intention'; // 10 points
const ALIGNED_ACTION = 'afternoon-aligned-action'; // 25 points

describe.each(DATABASE_ENGINES)('undoing a completion tapped by mistake on %s', (engine) => {
  let clock = new Date('2030-05-14T09:30:00Z');
  const api = useTestApp(engine, { now: () => clock });

  const newUser = async (timeZone: string | null = null) => {
    const user = await api.newUser({ timeZone });
    await api
      .knex('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date('2100-01-01') });
    return user;
  };

  const completeTask = async (user: TestUser, taskId: string, json: object = {}) => {
    const answer = await api.request(`/api/daily-tasks/${taskId}/complete`, {
      token: user.token,
      json,
    });
    expect(answer.status).toBe(200);
  };
  const undoTask = (user: TestUser, taskId: string, headers: Record<string, string> = {}) =>
    api.request(`/api/daily-tasks/${taskId}/undo`, { token: user.token, method: 'POST', headers });

  const progressOf = async (user: TestUser) =>
    (await api.knex('user_progress').where({ user_id: user.id }).first()) as Record<
      string,
      unknown
    >;

  const statsOf = async (user: TestUser) =>
    ZUserStats.parse((await api.request('/api/user/stats', { token: user.token })).body);

  /** Every figure the screens read agrees: ledger, activities and day rows add up to Total Points. */
  const expectAggregatesAgree = async (user: TestUser) => {
    const knex = api.knex;
    const progress = (await progressOf(user)) as { total_points: number; activities_total: number };
    const earned = (await knex('points_ledger')
      .where({ user_id: user.id, kind: 'earned' })
      .sum({ total: 'points' })
      .first()) as { total: string | null };
    const activities = (await knex('activities')
      .where({ user_id: user.id })
      .sum({ total: 'points' })
      .count({ n: '*' })
      .first()) as { total: string | null; n: string };
    const days = (await knex('activity_days')
      .where({ user_id: user.id })
      .sum({ points: 'points' })
      .first()) as { points: string | null };
    expect(Number(earned.total ?? 0)).toBe(progress.total_points);
    expect(Number(activities.total ?? 0)).toBe(progress.total_points);
    expect(Number(days.points ?? 0)).toBe(progress.total_points);
    expect(Number(activities.n)).toBe(progress.activities_total);
  };

  describe('POST /api/daily-tasks/{taskId}/undo', () => {
    it('takes the completion and its points back, and every figure agrees', async () => {
      clock = new Date('2030-05-14T09:30:00Z');
      const user = await newUser();
      await completeTask(user, GRATITUDE);
      await completeTask(user, ALIGNED_ACTION);
      expect((await statsOf(user)).totalPoints).toBe(35);

      const answer = await undoTask(user, ALIGNED_ACTION);
      expect(answer.status).toBe(200);
      expect(ZUndoTaskResponse.parse(answer.body)).toMatchObject({
        id: ALIGNED_ACTION,
        completed: false,
        completedAt: null,
        pointsRemoved: 25,
      });

      const tasks = ZDailyTaskList.parse(
        (await api.request('/api/daily-tasks', { token: user.token })).body,
      );
      expect(tasks.filter((task) => task.completed).map((task) => task.id)).toEqual([GRATITUDE]);
      expect(await ledgerOf(api.knex, user.id)).toEqual([
        { source_key: `task:${GRATITUDE}:2030-05-14`, points: 10 },
      ]);
      expect((await activitiesOf(api.knex, user.id)).map((activity) => activity.title)).toEqual([
        'Morning gratitude list',
      ]);
      const stats = await statsOf(user);
      expect(stats).toMatchObject({
        totalPoints: 10,
        tasksCompleted: 1,
        totalActivities: 1,
        completedActivities: 1,
        activeDays: 1,
        currentStreak: 1,
      });
      await expectAggregatesAgree(user);
    });

    it('undoing the only practice of the day takes the day out of the streak', async () => {
      clock = new Date('2030-05-13T10:00:00Z');
      const user = await newUser();
      await completeTask(user, GRATITUDE);
      clock = new Date('2030-05-14T10:00:00Z');
      await completeTask(user, GRATITUDE);
      expect(await statsOf(user)).toMatchObject({
        currentStreak: 2,
        activeDays: 2,
        longestStreak: 2,
      });

      expect((await undoTask(user, GRATITUDE)).status).toBe(200);
      expect(await statsOf(user)).toMatchObject({
        totalPoints: 10,
        currentStreak: 1,
        longestStreak: 1,
        activeDays: 1,
        kindStreak: 1,
      });
      expect(
        await api.knex('activity_days').where({ user_id: user.id }).select('local_day'),
      ).toHaveLength(1);
      await expectAggregatesAgree(user);
    });

    it('a task done again after an undo pays again, once', async () => {
      clock = new Date('2030-05-14T11:00:00Z');
      const user = await newUser();
      await completeTask(user, INTENTION);
      expect((await undoTask(user, INTENTION)).status).toBe(200);
      await completeTask(user, INTENTION);
      const again = await api.request(`/api/daily-tasks/${INTENTION}/complete`, {
        token: user.token,
        json: {},
      });
      expect(again.status).toBe(409);
      expect(await ledgerOf(api.knex, user.id)).toEqual([
        { source_key: `task:${INTENTION}:2030-05-14`, points: 10 },
      ]);
      await expectAggregatesAgree(user);
    });

    it('returns the points exactly once under ten parallel undos', async () => {
      clock = new Date('2030-05-14T12:00:00Z');
      const user = await newUser();
      await completeTask(user, GRATITUDE);
      await completeTask(user, ALIGNED_ACTION);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => undoTask(user, ALIGNED_ACTION)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
      ]);
      for (const refused of answers.filter((answer) => answer.status === 409))
        expect(refused.body).toEqual({
          message: 'This task is not completed today, so there is nothing to undo.',
        });
      expect(await progressOf(user)).toMatchObject({ total_points: 10, tasks_completed: 1 });
      await expectAggregatesAgree(user);
    });

    it('returns the points exactly once for ten parallel undos with one Idempotency-Key', async () => {
      clock = new Date('2030-05-14T12:30:00Z');
      const user = await newUser();
      await completeTask(user, GRATITUDE);
      await completeTask(user, ALIGNED_ACTION);
      const headers = { 'Idempotency-Key': randomUUID() };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => undoTask(user, ALIGNED_ACTION, headers)),
      );
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const replay = await undoTask(user, ALIGNED_ACTION, headers);
      expect(replay.status).toBe(200);
      expect(ZUndoTaskResponse.parse(replay.body).pointsRemoved).toBe(25);
      expect(await progressOf(user)).toMatchObject({ total_points: 10, tasks_completed: 1 });
      await expectAggregatesAgree(user);
    });

    it('answers 409 for a task not completed today and 404 for an unknown task', async () => {
      clock = new Date('2030-05-14T13:00:00Z');
      const user = await newUser();
      const never = await undoTask(user, GRATITUDE);
      expect(never.status).toBe(409);
      expect(never.body).toEqual({
        message: 'This task is not completed today, so there is nothing to undo.',
      });
      for (const taskId of ['no-such-task', randomUUID()]) {
        const unknown = await undoTask(user, taskId);
        expect(unknown.status).toBe(404);
        expect(unknown.body).toEqual({ message: 'Task not found' });
      }
      expect(await pointsRowCounts(api.knex, user.id)).toMatchObject({
        activities: 0,
        points_ledger: 0,
      });
      expect(
        (await api.request(`/api/daily-tasks/${GRATITUDE}/undo`, { method: 'POST' })).status,
      ).toBe(401);
    });

    it("undoes only today's completion in the person's zone, never an earlier day's", async () => {
      // 09:00 in Auckland on the 15th is 21:00 UTC on the 14th.
      clock = new Date('2030-05-14T21:00:00Z');
      const user = await newUser('Pacific/Auckland');
      // Done offline at 23:00 Auckland time on the 14th (11:00 UTC), sent now.
      await completeTask(user, GRATITUDE, { doneAt: '2030-05-14T11:00:00Z' });
      const yesterday = await undoTask(user, GRATITUDE);
      expect(yesterday.status).toBe(409);
      expect(await ledgerOf(api.knex, user.id)).toEqual([
        { source_key: `task:${GRATITUDE}:2030-05-14`, points: 10 },
      ]);

      // Done now, the 15th in Auckland though still the 14th in UTC: undone.
      await completeTask(user, GRATITUDE);
      expect((await undoTask(user, GRATITUDE)).status).toBe(200);
      expect(await ledgerOf(api.knex, user.id)).toEqual([
        { source_key: `task:${GRATITUDE}:2030-05-14`, points: 10 },
      ]);
      await expectAggregatesAgree(user);
    });

    it('keeps a badge already earned, with its points', async () => {
      clock = new Date('2030-05-14T14:00:00Z');
      const user = await newUser();
      await payPoints(api.knex, {
        userId: user.id,
        sourceKey: 'challenge:test-95',
        points: 95,
        activity: {
          type: 'challenge',
          action: 'completed',
          title: 'A challenge',
          completedAt: clock,
        },
      });
      await completeTask(user, GRATITUDE);
      const check = await api.request('/api/check-badges', { method: 'POST', token: user.token });
      expect(check.status).toBe(200);
      expect(await api.knex('user_badges').where({ user_id: user.id }).pluck('type')).toContain(
        'points_100',
      );
      const before = (await progressOf(user)).total_points as number;

      expect((await undoTask(user, GRATITUDE)).status).toBe(200);
      await api.request('/api/check-badges', { method: 'POST', token: user.token });
      expect(await api.knex('user_badges').where({ user_id: user.id }).pluck('type')).toContain(
        'points_100',
      );
      expect((await progressOf(user)).total_points).toBe(before - 10);
      expect(
        await api.knex('points_ledger').where({ user_id: user.id, source_key: 'badge:points_100' }),
      ).toHaveLength(1);
      await expectAggregatesAgree(user);
    });

    it('refuses to take back points already spent on a reward', async () => {
      clock = new Date('2030-05-14T15:00:00Z');
      const user = await newUser();
      await completeTask(user, ALIGNED_ACTION);
      const reward = await api.request('/api/rewards', {
        token: user.token,
        json: { title: 'Fancy coffee', price: 20 },
      });
      const rewardId = (reward.body as { id: string }).id;
      const bought = await api.request(`/api/rewards/${rewardId}/redeem`, {
        token: user.token,
        method: 'POST',
      });
      expect(bought.status).toBe(200);
      const answer = await undoTask(user, ALIGNED_ACTION);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: 'These points were already spent on a reward, so this cannot be undone.',
      });
      expect(await progressOf(user)).toMatchObject({ total_points: 25, points_spent: 20 });
      const tasks = ZDailyTaskList.parse(
        (await api.request('/api/daily-tasks', { token: user.token })).body,
      );
      expect(tasks.find((task) => task.id === ALIGNED_ACTION)?.completed).toBe(true);
      await expectAggregatesAgree(user);
    });
  });

  describe('POST /api/affirmations/{id}/undo', () => {
    const say = async (user: TestUser, id: number) => {
      const answer = await api.request(`/api/affirmations/${id}/complete`, {
        token: user.token,
        method: 'POST',
      });
      expect(answer.status).toBe(200);
    };
    const undoSay = (user: TestUser, id: number | string) =>
      api.request(`/api/affirmations/${id}/undo`, { token: user.token, method: 'POST' });

    it("takes today's affirmation and its points back, once", async () => {
      clock = new Date('2030-05-14T16:00:00Z');
      const user = await newUser();
      await say(user, 7);
      await say(user, 12);
      const answers = await Promise.all(Array.from({ length: 10 }, () => undoSay(user, 12)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
      ]);
      const undone = answers.find((answer) => answer.status === 200);
      expect(ZUndoAffirmationResponse.parse(undone?.body)).toEqual({
        affirmationId: 12,
        pointsRemoved: 10,
        completedIds: [7],
      });
      expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
        message: 'This affirmation is not completed today, so there is nothing to undo.',
      });
      const today = ZCompletedAffirmations.parse(
        (await api.request('/api/affirmations/completed-today', { token: user.token })).body,
      );
      expect(today.completedIds).toEqual([7]);
      expect(await progressOf(user)).toMatchObject({
        total_points: 10,
        affirmations_said: 1,
        affirmations_distinct: 1,
      });
      expect(
        await api.knex('progress_marks').where({ user_id: user.id }).orderBy('mark').pluck('mark'),
      ).toEqual(['affirmation:7']);
      await expectAggregatesAgree(user);

      // Said again: it pays again and counts as distinct again.
      await say(user, 12);
      expect(await progressOf(user)).toMatchObject({ total_points: 20, affirmations_distinct: 2 });
    });

    it('keeps the distinct count when the affirmation was said on another day', async () => {
      clock = new Date('2030-05-13T16:00:00Z');
      const user = await newUser();
      await say(user, 3);
      clock = new Date('2030-05-14T16:00:00Z');
      await say(user, 3);
      expect((await undoSay(user, 3)).status).toBe(200);
      expect(await progressOf(user)).toMatchObject({
        total_points: 10,
        affirmations_said: 1,
        affirmations_distinct: 1,
      });
      await expectAggregatesAgree(user);
    });

    it('answers 404 for an affirmation that does not exist', async () => {
      clock = new Date('2030-05-14T17:00:00Z');
      const user = await newUser();
      for (const id of [0, 43, 'abc']) {
        const answer = await undoSay(user, id);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: 'Affirmation not found' });
      }
    });
  });
});
