import { ZUserStats } from '@manifest/contracts/stats';
import { describe, expect, it } from 'vitest';
import { recordActivity } from '../src/features/points/points-service';
import { payPoints } from './support/points';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

describe.each(DATABASE_ENGINES)('GET /api/user/stats on %s', (engine) => {
  const api = useTestApp(engine);

  it('answers zeros for a user with no activity', async () => {
    const user = await api.newUser();
    const answer = await api.request('/api/user/stats', { token: user.token });
    expect(answer.status).toBe(200);
    const stats = ZUserStats.parse(answer.body);
    expect(Object.values(stats).every((value) => value === 0)).toBe(true);
  });

  it('counts what the server recorded, for this user only', async () => {
    const user = await api.newUser();
    const other = await api.newUser();
    const pay = (userId: string, sourceKey: string, points: number, activity: object) =>
      payPoints(api.knex, {
        userId,
        sourceKey,
        points,
        activity: { title: sourceKey, ...activity } as Parameters<typeof payPoints>[1]['activity'],
      });
    await pay(user.id, 'goal:1', 25, { type: 'goal', action: 'created' });
    await pay(user.id, 'goal:2', 25, { type: 'goal', action: 'created' });
    await api.knex.transaction((trx) =>
      recordActivity(trx, {
        userId: user.id,
        sourceKey: 'goal-completed:1',
        activity: { type: 'goal', action: 'completed', title: 'Goal Completed' },
      }),
    );
    await pay(user.id, 'challenge:1', 100, { type: 'challenge', action: 'completed' });
    await pay(user.id, 'meditation:abundance-flow:d', 30, {
      type: 'meditation',
      action: 'started',
      metadata: { minutes: 15, meditationId: 'abundance-flow' },
    });
    await pay(user.id, 'meditation:stress-release:d', 30, {
      type: 'meditation',
      action: 'started',
      metadata: { minutes: 9.2 },
    });
    await pay(user.id, 'vision:1', 20, { type: 'vision_board', action: 'created' });
    await pay(user.id, 'task:1:d', 15, { type: 'task', action: 'completed' });
    await pay(other.id, 'challenge:9', 100, { type: 'challenge', action: 'completed' });

    const stats = ZUserStats.parse(
      (await api.request('/api/user/stats', { token: user.token })).body,
    );
    expect(stats).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      goalsCompleted: 1,
      challengesCompleted: 1,
      meditationMinutes: 25,
      visionBoardItems: 1,
      activeDays: 1,
      goalsCreated: 2,
      tasksCompleted: 1,
      meditationSessions: 2,
      affirmationsSaid: 0,
      totalPoints: 25 + 25 + 100 + 30 + 30 + 20 + 15,
      challengesCompletedThisWeek: 1,
      meditationMinutesThisWeek: 25,
      activitiesThisWeek: 8,
      totalActivities: 8,
      // goal completed, challenge completed, task completed.
      completedActivities: 3,
      kindStreak: 1,
      streakFreezesBanked: 0,
    });
  });

  it('counts every track-record activity, logged ones too, and those completed', async () => {
    const user = await api.newUser();
    await payPoints(api.knex, {
      userId: user.id,
      sourceKey: 'task:1:d',
      points: 15,
      activity: { type: 'task', action: 'completed', title: 'Task' },
    });
    // A repeated key writes no activity, so it is not counted again.
    await payPoints(api.knex, {
      userId: user.id,
      sourceKey: 'task:1:d',
      points: 15,
      activity: { type: 'task', action: 'completed', title: 'Task' },
    });
    for (const action of ['completed', 'started', 'completed'] as const) {
      const logged = await api.request('/api/activities', {
        token: user.token,
        json: { type: 'challenge', action, title: `Logged ${action}` },
      });
      expect(logged.status).toBe(201);
    }
    const stats = ZUserStats.parse(
      (await api.request('/api/user/stats', { token: user.token })).body,
    );
    expect(stats).toMatchObject({
      totalActivities: 4,
      completedActivities: 3,
      // Every figure of the track record counts what it lists, logged activities too.
      activeDays: 1,
      activitiesThisWeek: 4,
      // Badge counters keep to what the server recorded.
      challengesCompleted: 0,
    });
    const listed = await api.request('/api/activities?limit=100', { token: user.token });
    expect(listed.body).toHaveLength(stats.totalActivities);
  });

  it('counts the day of an activity only the browser logged (a guided visualization) as active', async () => {
    const user = await api.newUser();
    const logged = await api.request('/api/activities', {
      token: user.token,
      // What the vision board's Guided Visualization sends (record-visualization.ts).
      json: {
        type: 'vision_board',
        action: 'completed',
        title: 'Guided visualization',
        description: 'Visualized the vision board',
        metadata: { kind: 'visualization' },
      },
    });
    expect(logged.status).toBe(201);

    const stats = ZUserStats.parse(
      (await api.request('/api/user/stats', { token: user.token })).body,
    );
    const listed = await api.request('/api/activities?limit=100', { token: user.token });
    expect(listed.body).toHaveLength(1);
    // One activity listed, in one day's group: every figure says so.
    expect(stats).toMatchObject({ totalActivities: 1, activeDays: 1, activitiesThisWeek: 1 });
    // What the server cannot check still pays nothing and moves no badge counter.
    expect(stats).toMatchObject({ totalPoints: 0, visionBoardItems: 0, longestStreak: 0 });
  });

  it('counts a day once when it holds recorded and logged activities', async () => {
    const user = await api.newUser();
    await payPoints(api.knex, {
      userId: user.id,
      sourceKey: 'task:1:d',
      points: 15,
      activity: { type: 'task', action: 'completed', title: 'Task' },
    });
    const logged = await api.request('/api/activities', {
      token: user.token,
      json: { type: 'vision_board', action: 'completed', title: 'Guided visualization' },
    });
    expect(logged.status).toBe(201);
    const stats = ZUserStats.parse(
      (await api.request('/api/user/stats', { token: user.token })).body,
    );
    expect(stats).toMatchObject({ totalActivities: 2, activeDays: 1, activitiesThisWeek: 2 });
  });

  it('answers 401 without a session or with an unknown token', async () => {
    expect((await api.request('/api/user/stats')).status).toBe(401);
    expect((await api.request('/api/user/stats', { token: 'unknown' })).status).toBe(401);
  });
});
