import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createStatsService } from '../src/features/stats/stats-service';
import { payPoints } from './support/points';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { createTestUser } from './support/test-users';

const localDayOfActivity = async (knex: Knex, activityId: string | undefined) =>
  (
    (await knex('activities')
      .select(knex.raw('local_day::text as day'))
      .where({ id: activityId })
      .first()) as { day: string }
  ).day;

describe.each(DATABASE_ENGINES)('day boundaries in the user’s time zone on %s', (engine) => {
  const db = useTestDatabase(engine);

  const complete = (userId: string, key: string, at: string) =>
    payPoints(db.knex, {
      userId,
      sourceKey: key,
      points: 10,
      activity: { type: 'task', action: 'completed', title: key, completedAt: new Date(at) },
    });

  const statsAt = (userId: string, now: string) =>
    createStatsService({ knex: db.knex, now: () => new Date(now) }).forUser(userId);

  it('puts 23:30 in Auckland and 23:30 in Honolulu on their own local days', async () => {
    const auckland = await createTestUser(db.knex, { timeZone: 'Pacific/Auckland' });
    const honolulu = await createTestUser(db.knex, { timeZone: 'Pacific/Honolulu' });
    // 23:30 on 10 March in Auckland (UTC+13) is 10:30 UTC on 10 March.
    const inAuckland = await complete(auckland.id, 'nz', '2026-03-10T10:30:00Z');
    // 23:30 on 10 March in Honolulu (UTC-10) is 09:30 UTC on 11 March.
    const inHonolulu = await complete(honolulu.id, 'hi', '2026-03-11T09:30:00Z');
    expect(inAuckland.localDay).toBe('2026-03-10');
    expect(inHonolulu.localDay).toBe('2026-03-10');
    expect(await localDayOfActivity(db.knex, inAuckland.activityId)).toBe('2026-03-10');
    expect(await localDayOfActivity(db.knex, inHonolulu.activityId)).toBe('2026-03-10');

    // The same instants for a UTC user fall on 10 and 11 March.
    const utc = await createTestUser(db.knex);
    expect((await complete(utc.id, 'a', '2026-03-10T10:30:00Z')).localDay).toBe('2026-03-10');
    expect((await complete(utc.id, 'b', '2026-03-11T09:30:00Z')).localDay).toBe('2026-03-11');
  });

  it('keeps a streak across local midnight and ends it after a missed day', async () => {
    const user = await createTestUser(db.knex, { timeZone: 'Pacific/Auckland' });
    // 23:50 on 1 March and 00:10 on 2 March in Auckland: two local days, twenty minutes apart.
    await complete(user.id, 'late', '2026-03-01T10:50:00Z');
    await complete(user.id, 'early', '2026-03-01T11:10:00Z');

    const sameEvening = await statsAt(user.id, '2026-03-01T11:20:00Z');
    expect(sameEvening).toMatchObject({ currentStreak: 2, longestStreak: 2, activeDays: 2 });
    // Still counted through the next local day (ending yesterday)...
    expect((await statsAt(user.id, '2026-03-03T10:00:00Z')).currentStreak).toBe(2);
    // ...and gone once a whole local day passed without activity.
    const later = await statsAt(user.id, '2026-03-04T11:30:00Z');
    expect(later).toMatchObject({ currentStreak: 0, longestStreak: 2 });
  });

  it('counts a streak across the New York change to daylight saving time', async () => {
    const user = await createTestUser(db.knex, { timeZone: 'America/New_York' });
    // 7 March 2026 22:00 EST, 8 March (the 23-hour day) 23:30 EDT, 9 March 00:30 EDT.
    await complete(user.id, 'sat', '2026-03-08T03:00:00Z');
    const sunday = await complete(user.id, 'sun', '2026-03-09T03:30:00Z');
    const monday = await complete(user.id, 'mon', '2026-03-09T04:30:00Z');
    expect([sunday.localDay, monday.localDay]).toEqual(['2026-03-08', '2026-03-09']);

    const stats = await statsAt(user.id, '2026-03-09T15:00:00Z');
    expect(stats).toMatchObject({ currentStreak: 3, longestStreak: 3, activeDays: 3 });
  });

  it('rebuilds the streak when an earlier day is filled in later', async () => {
    const user = await createTestUser(db.knex);
    await complete(user.id, 'd1', '2026-03-01T12:00:00Z');
    await complete(user.id, 'd3', '2026-03-03T12:00:00Z');
    expect((await statsAt(user.id, '2026-03-03T13:00:00Z')).currentStreak).toBe(1);
    await complete(user.id, 'd2', '2026-03-02T12:00:00Z');
    expect(await statsAt(user.id, '2026-03-03T13:00:00Z')).toMatchObject({
      currentStreak: 3,
      longestStreak: 3,
      activeDays: 3,
    });
  });

  it('counts "this week" as the last 7 local days', async () => {
    const user = await createTestUser(db.knex, { timeZone: 'Pacific/Honolulu' });
    const challenge = (key: string, at: string) =>
      payPoints(db.knex, {
        userId: user.id,
        sourceKey: key,
        points: 50,
        activity: { type: 'challenge', action: 'completed', title: key, completedAt: new Date(at) },
      });
    // 2 March 23:00 in Honolulu: 8 local days before 10 March, so outside the week.
    await challenge('challenge:1', '2026-03-03T09:00:00Z');
    // 4 March 01:00 in Honolulu: inside.
    await challenge('challenge:2', '2026-03-04T11:00:00Z');
    const stats = await statsAt(user.id, '2026-03-10T20:00:00Z');
    expect(stats).toMatchObject({ challengesCompleted: 2, challengesCompletedThisWeek: 1 });
  });
});
