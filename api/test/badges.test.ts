import { ZAchievementList, ZCheckBadgesResponse } from '@manifest/contracts/badges';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_POINTS_BY_DIFFICULTY } from '../src/domain/points-rules';
import { payPoints, sayAffirmation } from './support/points';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import type { TestUser } from './support/test-users';

describe.each(DATABASE_ENGINES)('badges on %s', (engine) => {
  const api = useTestApp(engine);

  const checkBadges = async (user: TestUser) => {
    const answer = await api.request('/api/check-badges', { method: 'POST', token: user.token });
    expect(answer.status).toBe(200);
    return ZCheckBadgesResponse.parse(answer.body).newBadges;
  };
  const totalPoints = async (user: TestUser) =>
    ((await api.request('/api/user/points', { token: user.token })).body as { totalPoints: number })
      .totalPoints;
  const completeChallenge = (user: TestUser, id: number) =>
    payPoints(api.knex, {
      userId: user.id,
      sourceKey: `challenge:${id}`,
      points: CHALLENGE_POINTS_BY_DIFFICULTY.medium,
      activity: { type: 'challenge', action: 'completed', title: `Challenge ${id}` },
    });

  it('awards nothing to a new user', async () => {
    const user = await api.newUser();
    expect(await checkBadges(user)).toEqual([]);
    expect((await api.request('/api/user/achievements', { token: user.token })).body).toEqual([]);
  });

  it('awards a reached badge once, paying its reward through the ledger', async () => {
    const user = await api.newUser();
    await payPoints(api.knex, {
      userId: user.id,
      sourceKey: 'goal:g1',
      points: 25,
      activity: { type: 'goal', action: 'created', title: 'Goal Created' },
    });
    expect(await checkBadges(user)).toEqual([
      {
        type: 'first_goal',
        title: 'Goal Setter',
        description: 'Create your first goal',
        badgeIcon: '🎯',
        pointsAwarded: 50,
      },
    ]);
    expect(await checkBadges(user)).toEqual([]);
    expect(await totalPoints(user)).toBe(75);

    const achievements = ZAchievementList.parse(
      (await api.request('/api/user/achievements', { token: user.token })).body,
    );
    expect(achievements.map((badge) => [badge.type, badge.title, badge.pointsAwarded])).toEqual([
      ['first_goal', 'Goal Setter', 50],
    ]);
    const activity = await api
      .knex('activities')
      .where({ user_id: user.id, type: 'badge' })
      .first();
    expect(activity).toMatchObject({
      action: 'earned',
      points: 50,
      title: 'Badge earned: Goal Setter',
    });
  });

  it('cascades: a badge reward that crosses a points milestone earns that badge too', async () => {
    const user = await api.newUser();
    // 75 points; Challenge Accepted pays 100 -> 175 (Rising Star, +25 -> 200).
    await completeChallenge(user, 1);
    const first = await checkBadges(user);
    expect(first.map((badge) => badge.type)).toEqual(['challenge_starter', 'points_100']);
    expect(await totalPoints(user)).toBe(200);

    // Five more challenges: 200 + 375 = 575, so 300 and 500 are reached by work; their
    // rewards and Challenge Warrior's (75 + 100 + 250) then carry the total to 1000.
    for (const id of [2, 3, 4, 5, 6]) await completeChallenge(user, id);
    const second = await checkBadges(user);
    expect(second.map((badge) => badge.type)).toEqual([
      'points_300',
      'points_500',
      'challenge_warrior',
      'points_1000',
    ]);
    expect(await totalPoints(user)).toBe(575 + 75 + 100 + 250 + 200);
    expect(await checkBadges(user)).toEqual([]);
  });

  it('awards once when two tabs check at the same moment', async () => {
    const user = await api.newUser();
    await completeChallenge(user, 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkBadges(user)));
    const awarded = answers
      .flat()
      .map((badge) => badge.type)
      .sort();
    expect(awarded).toEqual(['challenge_starter', 'points_100']);
    const rows = await api.knex('user_badges').where({ user_id: user.id });
    expect(rows).toHaveLength(2);
    expect(await totalPoints(user)).toBe(75 + 100 + 25);
  });

  it('needs all 42 distinct affirmations for Affirmation Master', async () => {
    const user = await api.newUser();
    const say = (id: number, day: string) => sayAffirmation(api.knex, user.id, id, day);
    // 41 distinct ids, the first one twice: 42 said, 41 distinct.
    for (let id = 1; id <= 41; id += 1) await say(id, '2026-03-01');
    await say(1, '2026-03-02');
    const before = (await checkBadges(user)).map((badge) => badge.type);
    expect(before).toContain('affirmation_beginner');
    expect(before).not.toContain('affirmation_master');
    await say(42, '2026-03-02');
    expect((await checkBadges(user)).map((badge) => badge.type)).toContain('affirmation_master');
  });

  it('answers 401 without a session', async () => {
    expect((await api.request('/api/check-badges', { method: 'POST' })).status).toBe(401);
    expect((await api.request('/api/user/achievements')).status).toBe(401);
  });
});
