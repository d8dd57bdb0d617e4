import { ZPointsResponse } from '@manifest/contracts/points';
import { describe, expect, it } from 'vitest';
import {
  GOAL_POINTS,
  GOALS_PAID_PER_DAY,
  VISION_ITEM_POINTS,
  VISION_ITEMS_PAID_PER_DAY,
} from '../src/domain/points-rules';
import { recordActivity } from '../src/features/points/points-service';
import { payPoints, sayAffirmation } from './support/points';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { pointsRowCounts } from './support/user-rows';

const task = (title = 'Morning gratitude') => ({
  type: 'task' as const,
  action: 'completed' as const,
  title,
});

describe.each(DATABASE_ENGINES)('the points ledger on %s', (engine) => {
  const api = useTestApp(engine);

  describe('awardPoints', () => {
    it('writes one ledger entry and one activity with the same points, and pays a key once', async () => {
      const user = await api.newUser();
      const input = {
        userId: user.id,
        sourceKey: 'task:t1:2026-03-01',
        points: 15,
        activity: task(),
      };

      const first = await payPoints(api.knex, input);
      expect(first).toMatchObject({ isAwarded: true, isRecorded: true, points: 15 });
      const again = await payPoints(api.knex, { ...input, points: 99 });
      expect(again).toMatchObject({ isAwarded: false, isRecorded: false, points: 0 });

      const ledger = await api.knex('points_ledger').where({ user_id: user.id });
      const activities = await api.knex('activities').where({ user_id: user.id });
      expect(ledger).toHaveLength(1);
      expect(activities).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ points: 15, description: 'Morning gratitude' });
      expect(activities[0]).toMatchObject({ points: 15, ledger_entry_id: first.ledgerEntryId });
      const progress = await api.knex('user_progress').where({ user_id: user.id }).first();
      expect(progress).toMatchObject({ total_points: 15, tasks_completed: 1, active_days: 1 });
    });

    it('pays 20 concurrent identical rewards exactly once', async () => {
      const user = await api.newUser();
      const input = {
        userId: user.id,
        sourceKey: 'task:race:2026-03-01',
        points: 40,
        activity: task(),
      };
      const results = await Promise.all(
        Array.from({ length: 20 }, () => payPoints(api.knex, input)),
      );
      expect(results.filter((result) => result.isAwarded)).toHaveLength(1);
      expect(await pointsRowCounts(api.knex, user.id)).toMatchObject({
        points_ledger: 1,
        activities: 1,
        activity_days: 1,
      });
      const progress = await api.knex('user_progress').where({ user_id: user.id }).first();
      expect(progress).toMatchObject({ total_points: 40, tasks_completed: 1 });
    });

    it('caps paid vision items per day but still records and counts the rest', async () => {
      const user = await api.newUser();
      const results = [];
      for (let index = 0; index < VISION_ITEMS_PAID_PER_DAY + 2; index += 1) {
        results.push(
          await payPoints(api.knex, {
            userId: user.id,
            sourceKey: `vision:item-${index}`,
            points: VISION_ITEM_POINTS,
            activity: { type: 'vision_board', action: 'created', title: `Dream ${index}` },
          }),
        );
      }
      expect(results.map((result) => result.points)).toEqual([
        ...Array.from({ length: VISION_ITEMS_PAID_PER_DAY }, () => VISION_ITEM_POINTS),
        0,
        0,
      ]);
      expect(results.every((result) => result.isRecorded)).toBe(true);
      const progress = await api.knex('user_progress').where({ user_id: user.id }).first();
      expect(progress).toMatchObject({
        total_points: VISION_ITEMS_PAID_PER_DAY * VISION_ITEM_POINTS,
        vision_items_created: VISION_ITEMS_PAID_PER_DAY + 2,
      });
      // The item that went unpaid is not paid later either.
      const retry = await payPoints(api.knex, {
        userId: user.id,
        sourceKey: `vision:item-${VISION_ITEMS_PAID_PER_DAY}`,
        points: VISION_ITEM_POINTS,
        activity: { type: 'vision_board', action: 'created', title: 'again' },
      });
      expect(retry.isRecorded).toBe(false);
    });

    it('caps goal creation per day even when the goals are created concurrently', async () => {
      const user = await api.newUser();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          payPoints(api.knex, {
            userId: user.id,
            sourceKey: `goal:g${index}`,
            points: GOAL_POINTS,
            activity: { type: 'goal', action: 'created', title: `Goal ${index}` },
          }),
        ),
      );
      expect(results.filter((result) => result.isAwarded)).toHaveLength(GOALS_PAID_PER_DAY);
      const ledger = await api.knex('points_ledger').where({ user_id: user.id });
      expect(ledger).toHaveLength(GOALS_PAID_PER_DAY);
    });

    it('counts distinct affirmations once each, however often they are said', async () => {
      const user = await api.newUser();
      for (const [id, day] of [
        [1, '2026-03-01'],
        [1, '2026-03-02'],
        [2, '2026-03-02'],
      ] as const) {
        await sayAffirmation(api.knex, user.id, id, day);
      }
      const progress = await api.knex('user_progress').where({ user_id: user.id }).first();
      expect(progress).toMatchObject({
        affirmations_said: 3,
        affirmations_distinct: 2,
        total_points: 30,
      });
    });

    it('refuses an amount that is not a whole number from 0 to 1000, writing nothing', async () => {
      const user = await api.newUser();
      for (const points of [-1, 1.5, 1001, Number.NaN]) {
        await expect(
          payPoints(api.knex, {
            userId: user.id,
            sourceKey: `bad:${points}`,
            points,
            activity: task(),
          }),
        ).rejects.toThrow('invalid points amount');
      }
      expect(await pointsRowCounts(api.knex, user.id)).toMatchObject({
        activities: 0,
        points_ledger: 0,
      });
    });

    it('records a paying-nothing activity once per key and counts it', async () => {
      const user = await api.newUser();
      const goalCompleted = {
        userId: user.id,
        sourceKey: 'goal-completed:g1',
        activity: { type: 'goal' as const, action: 'completed' as const, title: 'Goal Completed' },
      };
      const first = await api.knex.transaction((trx) => recordActivity(trx, goalCompleted));
      const second = await api.knex.transaction((trx) => recordActivity(trx, goalCompleted));
      expect([first.isRecorded, second.isRecorded]).toEqual([true, false]);
      const progress = await api.knex('user_progress').where({ user_id: user.id }).first();
      expect(progress).toMatchObject({ goals_completed: 1, total_points: 0 });
      expect(await pointsRowCounts(api.knex, user.id)).toMatchObject({
        points_ledger: 0,
        activities: 1,
      });
    });
  });

  describe('GET /api/user/points', () => {
    it('answers the total and the entries newest first, only the caller’s', async () => {
      const user = await api.newUser();
      const other = await api.newUser();
      await payPoints(api.knex, {
        userId: other.id,
        sourceKey: 'task:x:2026-03-01',
        points: 70,
        activity: task('Not mine'),
      });
      await payPoints(api.knex, {
        userId: user.id,
        sourceKey: 'task:a:2026-03-01',
        points: 10,
        activity: { ...task('Older'), completedAt: new Date('2026-03-01T08:00:00Z') },
      });
      await payPoints(api.knex, {
        userId: user.id,
        sourceKey: 'task:b:2026-03-02',
        points: 15,
        activity: { ...task('Newer'), completedAt: new Date('2026-03-02T08:00:00Z') },
      });

      const answer = await api.request('/api/user/points', { token: user.token });
      expect(answer.status).toBe(200);
      const body = ZPointsResponse.parse(answer.body);
      expect(body.totalPoints).toBe(25);
      expect(body.points.map((entry) => [entry.description, entry.points, entry.earnedAt])).toEqual(
        [
          ['Newer', 15, '2026-03-02T08:00:00.000Z'],
          ['Older', 10, '2026-03-01T08:00:00.000Z'],
        ],
      );
    });

    it('answers zero for a new user and 401 without a session', async () => {
      const user = await api.newUser();
      const answer = await api.request('/api/user/points', { token: user.token });
      expect(answer.body).toEqual({ totalPoints: 0, points: [] });
      expect((await api.request('/api/user/points')).status).toBe(401);
    });
  });

  describe('PUT /api/user/time-zone and the X-Time-Zone header', () => {
    const storedZone = async (userId: string) =>
      (
        (await api.knex('users').select('time_zone').where({ id: userId }).first()) as {
          time_zone: string | null;
        }
      ).time_zone;

    it('stores a valid IANA zone', async () => {
      const user = await api.newUser();
      const answer = await api.request('/api/user/time-zone', {
        method: 'PUT',
        token: user.token,
        json: { timeZone: 'Pacific/Auckland' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ timeZone: 'Pacific/Auckland' });
      expect(await storedZone(user.id)).toBe('Pacific/Auckland');
    });

    it('answers 400 naming the field for an unknown zone, and keeps the old one', async () => {
      const user = await api.newUser({ timeZone: 'Europe/Paris' });
      for (const timeZone of ['Mars/Olympus_Mons', 42, '', 'x'.repeat(10_000), null]) {
        const answer = await api.request('/api/user/time-zone', {
          method: 'PUT',
          token: user.token,
          json: { timeZone },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ field: 'timeZone' });
      }
      expect(await storedZone(user.id)).toBe('Europe/Paris');
    });

    it('takes the zone from the header on any of these calls, ignoring an unknown one', async () => {
      const user = await api.newUser();
      await api.request('/api/user/stats', {
        token: user.token,
        headers: { 'X-Time-Zone': 'Pacific/Honolulu' },
      });
      expect(await storedZone(user.id)).toBe('Pacific/Honolulu');
      const answer = await api.request('/api/user/stats', {
        token: user.token,
        headers: { 'X-Time-Zone': "'; drop table users; --" },
      });
      expect(answer.status).toBe(200);
      expect(await storedZone(user.id)).toBe('Pacific/Honolulu');
    });
  });
});
