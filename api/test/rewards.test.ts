import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_REPLAY_HEADER } from '@manifest/contracts/offline-actions';
import { ZPointsResponse } from '@manifest/contracts/points';
import {
  REWARDS_PER_USER_MAX,
  ZRedeemResponse,
  ZReward,
  ZRewardsResponse,
} from '@manifest/contracts/rewards';
import { describe, expect, it } from 'vitest';
import { payPoints } from './support/points';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import type { TestUser } from './support/test-users';

describe.each(DATABASE_ENGINES)('rewards bought with points on %s', (engine) => {
  const api = useTestApp(engine);

  /** Pays `points` as a completed challenge (no daily cap), as the challenges feature would. */
  const earn = (user: TestUser, points: number) =>
    payPoints(api.knex, {
      userId: user.id,
      sourceKey: `challenge:test-${randomUUID()}`,
      points,
      activity: { type: 'challenge', action: 'completed', title: 'A challenge' },
    });

  const addReward = async (user: TestUser, json: { title: string; price: number }) => {
    const answer = await api.request('/api/rewards', { token: user.token, json });
    expect(answer.status).toBe(201);
    return ZReward.parse(answer.body);
  };

  const rewardsOf = async (user: TestUser) => {
    const answer = await api.request('/api/rewards', { token: user.token });
    expect(answer.status).toBe(200);
    return ZRewardsResponse.parse(answer.body);
  };

  const redeem = (user: TestUser, rewardId: string, headers: Record<string, string> = {}) =>
    api.request(`/api/rewards/${rewardId}/redeem`, { token: user.token, method: 'POST', headers });

  const spendRows = (user: TestUser) =>
    api
      .knex('points_ledger')
      .select('source_key', 'points', 'description')
      .where({ user_id: user.id, kind: 'spent' });

  const progressOf = async (user: TestUser) =>
    (await api
      .knex('user_progress')
      .select('total_points', 'points_spent')
      .where({ user_id: user.id })
      .first()) as { total_points: number; points_spent: number };

  describe('GET and POST /api/rewards', () => {
    it('answers 401 without a session', async () => {
      expect((await api.request('/api/rewards')).status).toBe(401);
      const post = await api.request('/api/rewards', { json: { title: 'Film', price: 10 } });
      expect(post.status).toBe(401);
      const redeemed = await api.request(`/api/rewards/${randomUUID()}/redeem`, { method: 'POST' });
      expect(redeemed.status).toBe(401);
    });

    it('starts empty with nothing earned', async () => {
      const user = await api.newUser();
      expect(await rewardsOf(user)).toEqual({
        earned: 0,
        spent: 0,
        balance: 0,
        rewards: [],
        redemptions: [],
      });
    });

    it('creates rewards with a price and lists them oldest first, with the balance', async () => {
      const user = await api.newUser();
      await earn(user, 120);
      const movie = await addReward(user, {
        title: '  A guilt-free movie night  ',
        price: 150,
      });
      expect(movie).toMatchObject({
        title: 'A guilt-free movie night',
        price: 150,
        timesRedeemed: 0,
        lastRedeemedAt: null,
      });
      const coffee = await addReward(user, { title: 'Fancy coffee', price: 40 });
      const list = await rewardsOf(user);
      expect(list).toMatchObject({ earned: 120, spent: 0, balance: 120, redemptions: [] });
      expect(list.rewards.map((reward) => reward.id)).toEqual([movie.id, coffee.id]);
    });

    it.each([
      [{}, 'Title is required', 'title'],
      [{ title: '   ', price: 10 }, 'Title is required', 'title'],
      [{ title: 'x'.repeat(121), price: 10 }, 'Title must be at most 120 characters', 'title'],
      [{ title: 'Film' }, 'Price must be a number of points', 'price'],
      [{ title: 'Film', price: '150' }, 'Price must be a number of points', 'price'],
      [{ title: 'Film', price: 0 }, 'Price must be between 1 and 100,000 points', 'price'],
      [{ title: 'Film', price: 100_001 }, 'Price must be between 1 and 100,000 points', 'price'],
      [{ title: 'Film', price: 1.5 }, 'Price must be a whole number of points', 'price'],
    ])('answers 400 naming the field for %j', async (json, message, field) => {
      const user = await api.newUser();
      const answer = await api.request('/api/rewards', { token: user.token, json });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message, field });
      expect((await rewardsOf(user)).rewards).toEqual([]);
    });

    it(`keeps at most ${REWARDS_PER_USER_MAX} rewards per person`, async () => {
      const user = await api.newUser();
      await api.knex('rewards').insert(
        Array.from({ length: REWARDS_PER_USER_MAX }, (_, index) => ({
          user_id: user.id,
          title: `Reward ${index}`,
          price: 10,
        })),
      );
      const answer = await api.request('/api/rewards', {
        token: user.token,
        json: { title: 'One more', price: 10 },
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: `You can keep at most ${REWARDS_PER_USER_MAX} rewards. Delete one to add another.`,
      });
    });
  });

  describe('PUT and DELETE /api/rewards/{id}', () => {
    it('fixes a mistyped reward and deletes one, keeping what was bought as history', async () => {
      const user = await api.newUser();
      await earn(user, 100);
      const reward = await addReward(user, { title: 'Movei night', price: 1500 });
      const fixed = await api.request(`/api/rewards/${reward.id}`, {
        token: user.token,
        method: 'PUT',
        json: { title: 'Movie night', price: 60 },
      });
      expect(fixed.status).toBe(200);
      expect(ZReward.parse(fixed.body)).toMatchObject({ title: 'Movie night', price: 60 });
      expect((await redeem(user, reward.id)).status).toBe(200);

      const deleted = await api.request(`/api/rewards/${reward.id}`, {
        token: user.token,
        method: 'DELETE',
      });
      expect(deleted.status).toBe(204);
      const list = await rewardsOf(user);
      expect(list.rewards).toEqual([]);
      expect(list.redemptions).toEqual([
        expect.objectContaining({ rewardId: null, title: 'Movie night', price: 60 }),
      ]);
      expect(list).toMatchObject({ earned: 100, spent: 60, balance: 40 });
    });

    it("answers 404 for a reward that is not the person's, and 400 naming the field", async () => {
      const owner = await api.newUser();
      const other = await api.newUser();
      await earn(other, 500);
      const reward = await addReward(owner, { title: 'Spa day', price: 100 });
      for (const [method, path, json] of [
        ['PUT', `/api/rewards/${reward.id}`, { title: 'Mine now', price: 1 }],
        ['DELETE', `/api/rewards/${reward.id}`, undefined],
        ['POST', `/api/rewards/${reward.id}/redeem`, undefined],
        ['PUT', '/api/rewards/not-a-uuid', { title: 'x', price: 1 }],
        ['POST', `/api/rewards/${randomUUID()}/redeem`, undefined],
      ] as const) {
        const answer = await api.request(path, { token: other.token, method, json });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body).toEqual({ message: 'Reward not found' });
      }
      const bad = await api.request(`/api/rewards/${reward.id}`, {
        token: owner.token,
        method: 'PUT',
        json: { title: 'Spa day', price: -5 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field: 'price' });
      expect((await rewardsOf(owner)).rewards).toEqual([reward]);
      expect(await rewardsOf(other)).toMatchObject({ spent: 0, balance: 500 });
    });
  });

  describe('POST /api/rewards/{id}/redeem', () => {
    it('spends the price: a ledger entry, the balance drops, Total Points stays what was earned', async () => {
      const user = await api.newUser();
      await earn(user, 200);
      const reward = await addReward(user, { title: 'A guilt-free movie night', price: 150 });

      const answer = await redeem(user, reward.id);
      expect(answer.status).toBe(200);
      const bought = ZRedeemResponse.parse(answer.body);
      expect(bought).toMatchObject({
        earned: 200,
        spent: 150,
        balance: 50,
        redemption: { rewardId: reward.id, title: 'A guilt-free movie night', price: 150 },
        reward: { id: reward.id, timesRedeemed: 1, lastRedeemedAt: bought.redemption.redeemedAt },
      });
      expect(await spendRows(user)).toEqual([
        {
          source_key: `reward-redemption:${bought.redemption.id}`,
          points: -150,
          description: 'Reward: A guilt-free movie night',
        },
      ]);
      expect(await progressOf(user)).toEqual({ total_points: 200, points_spent: 150 });

      // The points button's total and list are what was earned; the purchase is listed here.
      const points = ZPointsResponse.parse(
        (await api.request('/api/user/points', { token: user.token })).body,
      );
      expect(points.totalPoints).toBe(200);
      expect(points.points.map((entry) => entry.points)).toEqual([200]);
      const list = await rewardsOf(user);
      expect(list).toMatchObject({ earned: 200, spent: 150, balance: 50 });
      expect(list.redemptions).toEqual([bought.redemption]);
      expect(list.rewards).toEqual([bought.reward]);
    });

    it('refuses a purchase beyond the balance, saying how many points are missing', async () => {
      const user = await api.newUser();
      await earn(user, 110);
      const reward = await addReward(user, { title: 'Concert ticket', price: 150 });
      const answer = await redeem(user, reward.id);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: 'You need 40 more points for this reward.' });
      const cheap = await addReward(user, { title: 'Bubble bath', price: 109 });
      expect((await redeem(user, cheap.id)).status).toBe(200);
      const again = await redeem(user, cheap.id);
      expect(again.body).toEqual({ message: 'You need 108 more points for this reward.' });
      const last = await addReward(user, { title: 'Sticker', price: 2 });
      expect((await redeem(user, last.id)).body).toEqual({
        message: 'You need 1 more point for this reward.',
      });
      expect(await rewardsOf(user)).toMatchObject({ earned: 110, spent: 109, balance: 1 });
      expect(await spendRows(user)).toHaveLength(1);
    });

    it('spends exactly as many times as the balance allows under ten parallel redeems', async () => {
      const user = await api.newUser();
      await earn(user, 500);
      const reward = await addReward(user, { title: 'Dinner out', price: 150 });
      const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(user, reward.id)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.status === 409))
        expect(refused.body).toEqual({ message: 'You need 100 more points for this reward.' });
      expect(await spendRows(user)).toHaveLength(3);
      expect(await progressOf(user)).toEqual({ total_points: 500, points_spent: 450 });
      expect(await rewardsOf(user)).toMatchObject({ earned: 500, spent: 450, balance: 50 });
    });

    it('spends once for ten parallel redeems with the same Idempotency-Key (a double tap)', async () => {
      const user = await api.newUser();
      await earn(user, 1000);
      const reward = await addReward(user, { title: 'New book', price: 100 });
      const headers = { 'Idempotency-Key': randomUUID() };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => redeem(user, reward.id, headers)),
      );
      // The first runs; the others replay its answer, or hear it is still running.
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const succeeded = answers.filter((answer) => answer.status === 200);
      expect(succeeded.length).toBeGreaterThanOrEqual(1);
      const ids = new Set(
        succeeded.map((answer) => ZRedeemResponse.parse(answer.body).redemption.id),
      );
      expect(ids.size).toBe(1);
      // A retry after the burst replays the one purchase.
      const retry = await redeem(user, reward.id, headers);
      expect(retry.status).toBe(200);
      expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
      expect(ZRedeemResponse.parse(retry.body).redemption.id).toEqual([...ids][0]);
      expect(await spendRows(user)).toHaveLength(1);
      expect(await rewardsOf(user)).toMatchObject({ earned: 1000, spent: 100, balance: 900 });
    });

    it('never lets the database hold a spend beyond what was earned', async () => {
      const user = await api.newUser();
      await earn(user, 10);
      await expect(
        api.knex('user_progress').where({ user_id: user.id }).update({ points_spent: 11 }),
      ).rejects.toThrow(/user_progress_points_spent_check/);
      await expect(
        api.knex('points_ledger').insert({
          user_id: user.id,
          source_key: 'bad-spend',
          kind: 'spent',
          points: 5,
          description: 'a spend must be negative',
        }),
      ).rejects.toThrow(/points_ledger_points_check/);
    });
  });
});
