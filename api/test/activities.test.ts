import { ZActivity, ZActivityList } from '@manifest/contracts/activities';
import { ZUserStats } from '@manifest/contracts/stats';
import { describe, expect, it } from 'vitest';
import { payPoints } from './support/points';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { pointsRowCounts } from './support/user-rows';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(DATABASE_ENGINES)('activities on %s', (engine) => {
  const api = useTestApp(engine);

  describe('POST /api/activities', () => {
    it('logs the activity with 0 points whatever points the browser sends', async () => {
      const user = await api.newUser();
      const completedAt = minutesAgo(3);
      const answer = await api.request('/api/activities', {
        token: user.token,
        json: {
          type: 'challenge',
          action: 'started',
          title: 'Started: Gratitude Challenge',
          description: 'Day one',
          points: 5000,
          metadata: { challengeId: 3, difficulty: 'easy', isFirst: true },
          completedAt,
        },
      });
      expect(answer.status).toBe(201);
      const activity = ZActivity.parse(answer.body);
      expect(activity).toMatchObject({
        type: 'challenge',
        action: 'started',
        title: 'Started: Gratitude Challenge',
        description: 'Day one',
        points: 0,
        metadata: { challengeId: 3, difficulty: 'easy', isFirst: true },
        completedAt: new Date(completedAt).toISOString(),
      });
      expect(await pointsRowCounts(api.knex, user.id)).toMatchObject({
        activities: 1,
        points_ledger: 0,
        activity_days: 0,
      });
    });

    it('never moves badge counts: logging "challenge completed" ten times earns nothing', async () => {
      const user = await api.newUser();
      for (let index = 0; index < 10; index += 1) {
        const answer = await api.request('/api/activities', {
          token: user.token,
          json: { type: 'challenge', action: 'completed', title: 'Fake', points: 100 },
        });
        expect(answer.status).toBe(201);
      }
      const stats = await api.request('/api/user/stats', { token: user.token });
      expect(stats.body).toMatchObject({ challengesCompleted: 0, totalPoints: 0, activeDays: 1 });
      const badges = await api.request('/api/check-badges', { method: 'POST', token: user.token });
      expect(badges.body).toEqual({ newBadges: [] });
    });

    it('never moves the streak, weekly challenges and minutes or points, back-dated or not', async () => {
      const user = await api.newUser({ timeZone: 'Europe/Paris' });
      await payPoints(api.knex, {
        userId: user.id,
        sourceKey: 'task:real:today',
        points: 15,
        activity: { type: 'task', action: 'completed', title: 'Really done today' },
      });
      const stats = async () =>
        ZUserStats.parse((await api.request('/api/user/stats', { token: user.token })).body);
      const before = await stats();
      expect(before).toMatchObject({ currentStreak: 1, activeDays: 1, activitiesThisWeek: 1 });

      // A week of made-up days, one a day, plus more for today.
      for (let daysAgo = 0; daysAgo <= 6; daysAgo += 1) {
        for (const type of ['task', 'meditation', 'challenge', 'goal', 'vision_board'] as const) {
          const answer = await api.request('/api/activities', {
            token: user.token,
            json: {
              type,
              action: 'completed',
              title: `Backdated ${type}`,
              metadata: { minutes: 60 },
              completedAt: minutesAgo(daysAgo * 24 * 60 + 1),
            },
          });
          expect(answer.status).toBe(201);
        }
      }
      // Only the track record's own counts see them, as it lists every logged activity:
      // its totals, this week's activities and the days it groups them in.
      const listedDays = await api.knex.raw<{ rows: { days: number; this_week: number }[] }>(
        `select count(distinct local_day)::int as days,
                count(*) filter (where local_day >= (now() at time zone 'Europe/Paris')::date - 6)::int
                  as this_week
           from activities where user_id = ?`,
        [user.id],
      );
      expect(await stats()).toEqual({
        ...before,
        totalActivities: before.totalActivities + 7 * 5,
        completedActivities: before.completedActivities + 7 * 5,
        activitiesThisWeek: listedDays.rows[0]?.this_week,
        activeDays: listedDays.rows[0]?.days,
      });
      expect(listedDays.rows[0]?.days).toBeGreaterThanOrEqual(7);
      const badges = await api.request('/api/check-badges', { method: 'POST', token: user.token });
      expect(badges.body).toEqual({ newBadges: [] });
      // They are still in the track record.
      const listed = ZActivityList.parse(
        (await api.request('/api/activities?limit=100', { token: user.token })).body,
      );
      expect(listed).toHaveLength(1 + 7 * 5);
    });

    it.each([
      [
        'type',
        { type: 'badge', action: 'completed' },
        'Type must be one of challenge, task, meditation, vision_board, goal',
      ],
      [
        'type',
        { type: 'affirmation', action: 'completed' },
        'Type must be one of challenge, task, meditation, vision_board, goal',
      ],
      [
        'action',
        { type: 'challenge', action: 'earned' },
        'Action must be one of completed, started, updated, created, paused, resumed',
      ],
    ])(
      'answers 400 naming %s for what only the server records: %j',
      async (field, kind, message) => {
        const user = await api.newUser();
        const answer = await api.request('/api/activities', {
          token: user.token,
          json: { ...kind, title: 'Zen Master' },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ message, field });
        expect(await pointsRowCounts(api.knex, user.id)).toMatchObject({ activities: 0 });
      },
    );

    it('takes every type and action the spec lets the browser log', async () => {
      const user = await api.newUser();
      for (const type of ['challenge', 'task', 'meditation', 'vision_board', 'goal']) {
        for (const action of ['completed', 'started', 'updated', 'created', 'paused', 'resumed']) {
          const answer = await api.request('/api/activities', {
            token: user.token,
            json: { type, action, title: `${type} ${action}` },
          });
          expect(answer.status, `${type} ${action}`).toBe(201);
        }
      }
    });

    it('defaults completedAt to now and refuses the future and the distant past', async () => {
      const user = await api.newUser();
      const before = Date.now();
      const answer = await api.request('/api/activities', {
        token: user.token,
        json: { type: 'meditation', action: 'completed', title: 'Evening calm' },
      });
      expect(answer.status).toBe(201);
      expect(new Date(ZActivity.parse(answer.body).completedAt).getTime()).toBeGreaterThanOrEqual(
        before - 1000,
      );
      for (const [completedAt, message] of [
        [new Date(Date.now() + 3_600_000).toISOString(), 'Completed at cannot be in the future'],
        [minutesAgo(8 * 24 * 60), 'Completed at cannot be more than 7 days ago'],
      ]) {
        const refused = await api.request('/api/activities', {
          token: user.token,
          json: { type: 'task', action: 'completed', title: 'x', completedAt },
        });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ message, field: 'completedAt' });
      }
    });

    it('answers 401 without a session', async () => {
      const answer = await api.request('/api/activities', {
        json: { type: 'task', action: 'completed', title: 'x' },
      });
      expect(answer.status).toBe(401);
    });
  });

  describe('GET /api/activities', () => {
    it('lists only the caller’s activities, newest first, with limit and type', async () => {
      const user = await api.newUser();
      const other = await api.newUser();
      await payPoints(api.knex, {
        userId: other.id,
        sourceKey: 'task:other:1',
        points: 5,
        activity: { type: 'task', action: 'completed', title: 'Someone else' },
      });
      const kinds = ['task', 'meditation', 'task', 'vision_board'] as const;
      for (const [index, type] of kinds.entries()) {
        await payPoints(api.knex, {
          userId: user.id,
          sourceKey: `k:${index}`,
          points: 20,
          activity: {
            type,
            action: type === 'vision_board' ? 'created' : 'completed',
            title: `#${index}`,
            completedAt: new Date(Date.now() - (10 - index) * 60_000),
          },
        });
      }

      const all = ZActivityList.parse(
        (await api.request('/api/activities?limit=100', { token: user.token })).body,
      );
      expect(all.map((activity) => activity.title)).toEqual(['#3', '#2', '#1', '#0']);
      expect(all.every((activity) => activity.points === 20)).toBe(true);

      const tasks = ZActivityList.parse(
        (await api.request('/api/activities?type=task', { token: user.token })).body,
      );
      expect(tasks.map((activity) => activity.title)).toEqual(['#2', '#0']);

      const two = ZActivityList.parse(
        (await api.request('/api/activities?limit=2', { token: user.token })).body,
      );
      expect(two.map((activity) => activity.title)).toEqual(['#3', '#2']);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=-5', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=1&limit=2', 'limit'],
      ['type=dance', 'type'],
      ["type=task'%20or%201=1--", 'type'],
    ])('answers 400 for ?%s naming %s', async (query, field) => {
      const user = await api.newUser();
      const answer = await api.request(`/api/activities?${query}`, { token: user.token });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field });
    });
  });
});
