import { describe, expect, it } from 'vitest';
import * as countActivities from '../src/db/migrations/050_count_activities_per_user';
import * as kindStreakState from '../src/db/migrations/051_add_kind_streak_state';
import { recordUncountedActivity } from '../src/features/points/points-service';
import { createStatsService } from '../src/features/stats/stats-service';
import { payPoints } from './support/points';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { createTestUser } from './support/test-users';

// Migrations 050 and 051 fill their columns from the history already there:
// undone and redone on a database with activities, stats must not change.

describe.each(DATABASE_ENGINES)('stats migrations over an existing history on %s', (engine) => {
  const db = useTestDatabase(engine);

  it('backfills activity totals, first local times, and a kind streak computed on read', async () => {
    const user = await createTestUser(db.knex, { timeZone: 'America/New_York' });
    const pay = (key: string, at: string, action: 'completed' | 'created' = 'completed') =>
      payPoints(db.knex, {
        userId: user.id,
        sourceKey: key,
        points: 10,
        activity: { type: 'task', action, title: key, completedAt: new Date(at) },
      });
    // 20:00 EST on 1-3 March, 4 March missed, 09:15 EST on 5 March (grace), then an afternoon.
    await pay('a', '2026-03-02T01:00:00Z');
    await pay('b', '2026-03-03T01:00:00Z', 'created');
    await pay('c', '2026-03-04T01:00:00Z');
    await pay('d', '2026-03-05T19:00:00Z'); // 14:00 EST, recorded before the morning one
    await pay('e', '2026-03-05T14:15:00Z'); // 09:15 EST
    await db.knex.transaction((trx) =>
      recordUncountedActivity(trx, {
        userId: user.id,
        activity: { type: 'goal', action: 'completed', title: 'Logged' },
      }),
    );
    const stats = () =>
      createStatsService({ knex: db.knex, now: () => new Date('2026-03-05T20:00:00Z') }).forUser(
        user.id,
      );
    const firstTimes = () =>
      db
        .knex('activity_days')
        .select(db.knex.raw('local_day::text as day, first_local_time::text as time'))
        .where({ user_id: user.id })
        .orderBy('local_day');
    const before = await stats();
    expect(before).toMatchObject({ totalActivities: 6, completedActivities: 5, kindStreak: 5 });
    const timesBefore = await firstTimes();
    expect(timesBefore.at(-1)).toEqual({ day: '2026-03-05', time: '09:15:00' });

    await kindStreakState.down(db.knex);
    await countActivities.down(db.knex);
    await countActivities.up(db.knex);
    await kindStreakState.up(db.knex);

    expect(await firstTimes()).toEqual(timesBefore);
    const progress = await db.knex('user_progress').where({ user_id: user.id }).first();
    expect(progress).toMatchObject({ kind_run_length: null });
    expect(await stats()).toEqual(before);
    // A progress row made from now on starts computed.
    const fresh = await createTestUser(db.knex);
    await payPoints(db.knex, {
      userId: fresh.id,
      sourceKey: 'fresh',
      points: 10,
      activity: { type: 'task', action: 'completed', title: 'Fresh' },
    });
    const freshProgress = await db.knex('user_progress').where({ user_id: fresh.id }).first();
    expect(freshProgress).toMatchObject({ kind_run_length: 1, activities_total: 1 });
  });
});
