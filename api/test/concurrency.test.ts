import { describe, expect, it } from 'vitest';
import { TASKS_PAID_PER_DAY } from '../src/domain/points-rules';
import { payPoints } from './support/points';
import { useTestApp } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';

describe.each(DATABASE_ENGINES)('points under concurrency on %s', (engine) => {
  const api = useTestApp(engine);

  it('keeps the aggregates equal to the rows under a burst of mixed writes', async () => {
    const user = await api.newUser();
    const writes = [
      // 30 different tasks at once: only the first TASKS_PAID_PER_DAY of the day pay.
      ...Array.from({ length: 30 }, (_, index) =>
        payPoints(api.knex, {
          userId: user.id,
          sourceKey: `task:t${index}:today`,
          points: 10,
          activity: { type: 'task', action: 'completed', title: `Task ${index}` },
        }),
      ),
      // The same task 10 more times.
      ...Array.from({ length: 10 }, () =>
        payPoints(api.knex, {
          userId: user.id,
          sourceKey: 'task:t0:today',
          points: 10,
          activity: { type: 'task', action: 'completed', title: 'Task 0' },
        }),
      ),
      // Browser-logged activities and badge checks racing with them.
      ...Array.from({ length: 10 }, () =>
        api.request('/api/activities', {
          token: user.token,
          json: { type: 'task', action: 'completed', title: 'logged' },
        }),
      ),
      ...Array.from({ length: 5 }, () =>
        api.request('/api/check-badges', { method: 'POST', token: user.token }),
      ),
    ];
    await Promise.all(writes);
    // Whatever the order, one final check sees the same totals.
    await api.request('/api/check-badges', { method: 'POST', token: user.token });

    const knex = api.knex;
    const progress = await knex('user_progress').where({ user_id: user.id }).first();
    const ledgerSum = (await knex('points_ledger')
      .where({ user_id: user.id })
      .sum({ total: 'points' })
      .first()) as { total: string };
    const activitySum = (await knex('activities')
      .where({ user_id: user.id })
      .sum({ total: 'points' })
      .count({ n: '*' })
      .first()) as { total: string; n: string };
    // Browser-logged activities count for nothing, so they are in no day row.
    const counted = (await knex('activities')
      .where({ user_id: user.id, is_counted: true })
      .count({ n: '*' })
      .first()) as { n: string };
    const days = (await knex('activity_days')
      .where({ user_id: user.id })
      .sum({ count: 'count', points: 'points' })
      .first()) as { count: string; points: string };
    const taskLedger = await knex('points_ledger')
      .where({ user_id: user.id })
      .andWhere('source_key', 'like', 'task:%');
    const badges = await knex('user_badges').where({ user_id: user.id }).orderBy('type');

    expect(taskLedger).toHaveLength(TASKS_PAID_PER_DAY);
    expect(progress.tasks_completed).toBe(30);
    expect(Number(ledgerSum.total)).toBe(progress.total_points);
    expect(Number(activitySum.total)).toBe(progress.total_points);
    expect(Number(days.points)).toBe(progress.total_points);
    expect(Number(days.count)).toBe(Number(counted.n));
    expect(Number(activitySum.n)).toBe(Number(counted.n) + 10);
    // 200 task points and 30 tasks: Rising Star, Daily Discipline and Habit Builder
    // (25 + 150 + 300 -> 675), then Momentum Builder and Transformation Warrior.
    expect(badges.map((badge) => badge.type)).toEqual([
      'points_100',
      'points_300',
      'points_500',
      'task_consistent',
      'task_master',
    ]);
    expect(progress.total_points).toBe(200 + 25 + 150 + 300 + 75 + 100);
  });
});
