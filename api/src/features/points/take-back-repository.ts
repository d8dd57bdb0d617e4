import type { Knex } from 'knex';
import type { ActivityMetadata, CounterDeltas, ProgressCounter } from '../../domain/points-rules';
import type { KindStreakState } from '../../domain/kind-streaks';
import type { StreakState } from '../../domain/streaks';
import type { LocalDay, LocalTime } from '../../domain/time-zones';

export type RemovedActivity = {
  id: string;
  type: string;
  action: string;
  points: number;
  metadata: ActivityMetadata;
  local_day: LocalDay;
  is_counted: boolean;
  ledger_entry_id: string | null;
};

/**
 * Deletes the user's activity with this source key and its ledger entry, in one
 * statement; null when there is none (never recorded, or already taken back).
 */
export async function deleteActivityWithEntry(
  trx: Knex.Transaction,
  userId: string,
  sourceKey: string,
): Promise<RemovedActivity | null> {
  const result = await trx.raw<{ rows: RemovedActivity[] }>(
    `with removed as (
       delete from activities where user_id = ? and source_key = ?
       returning id, type, action, points, metadata, local_day::text as local_day, is_counted,
                 ledger_entry_id
     ), removed_entry as (
       delete from points_ledger
        where user_id = ? and kind = 'earned' and id = (select ledger_entry_id from removed)
     )
     select * from removed`,
    [userId, sourceKey, userId],
  );
  return result.rows[0] ?? null;
}

/**
 * Takes one counted activity out of its day row; the day's remaining count, or
 * null when the day had no row.
 */
export async function subtractFromDay(
  trx: Knex.Transaction,
  userId: string,
  localDay: LocalDay,
  points: number,
  deltas: CounterDeltas,
): Promise<number | null> {
  const counters = Object.entries(deltas) as [ProgressCounter, number][];
  const sets = [
    'count = count - 1',
    'points = points - ?',
    ...counters.map(([name]) => `${name} = ${name} - ?`),
  ];
  const result = await trx.raw<{ rows: { count: number }[] }>(
    `update activity_days set ${sets.join(', ')}
      where user_id = ? and local_day = ? returning count`,
    [points, ...counters.map(([, delta]) => delta), userId, localDay],
  );
  return result.rows[0]?.count ?? null;
}

export async function deleteDay(
  trx: Knex.Transaction,
  userId: string,
  localDay: LocalDay,
): Promise<void> {
  await trx('activity_days').where({ user_id: userId, local_day: localDay }).delete();
}

/** When the day's earliest counted activity still there happened; null when none is left. */
export async function firstCountedAt(
  trx: Knex.Transaction,
  userId: string,
  localDay: LocalDay,
): Promise<Date | null> {
  const row = (await trx('activities')
    .min({ first: 'completed_at' })
    .where({ user_id: userId, local_day: localDay, is_counted: true })
    .first()) as { first: Date | null } | undefined;
  return row?.first ?? null;
}

export async function setFirstLocalTime(
  trx: Knex.Transaction,
  userId: string,
  localDay: LocalDay,
  localTime: LocalTime,
): Promise<void> {
  await trx.raw(
    'update activity_days set first_local_time = ?::time where user_id = ? and local_day = ?',
    [localTime, userId, localDay],
  );
}

/** Whether another counted activity still says this affirmation (the distinct count keeps it). */
export async function isAffirmationStillSaid(
  trx: Knex.Transaction,
  userId: string,
  affirmationId: string | number | boolean,
): Promise<boolean> {
  const result = await trx.raw<{ rows: unknown[] }>(
    `select 1 from activities
      where user_id = ? and type = 'affirmation' and action = 'completed' and is_counted
        and metadata->>'affirmationId' = ?
      limit 1`,
    [userId, String(affirmationId)],
  );
  return result.rows.length > 0;
}

export async function deleteMark(
  trx: Knex.Transaction,
  userId: string,
  mark: string,
): Promise<boolean> {
  return (await trx('progress_marks').where({ user_id: userId, mark }).delete()) > 0;
}

export type ProgressTakeBack = {
  points: number;
  deltas: CounterDeltas;
  isCompleted: boolean;
  isDayGone: boolean;
  isDistinctAffirmationGone: boolean;
  /** Recomputed when the day is gone; null leaves them as they are. */
  streak: StreakState | null;
  kindStreak: KindStreakState | null;
};

/**
 * Takes one activity out of the user's totals, in one statement. Column names
 * come from PROGRESS_COUNTERS only, never from input.
 */
export async function subtractFromProgress(
  trx: Knex.Transaction,
  userId: string,
  change: ProgressTakeBack,
): Promise<void> {
  const decrements: Record<string, number> = {
    total_points: change.points,
    activities_total: 1,
    activities_completed: change.isCompleted ? 1 : 0,
    active_days: change.isDayGone ? 1 : 0,
    affirmations_distinct: change.isDistinctAffirmationGone ? 1 : 0,
  };
  for (const [name, delta] of Object.entries(change.deltas)) decrements[name] = delta;
  const sets = Object.keys(decrements).map((name) => `${name} = ${name} - ?`);
  const values: Knex.Value[] = Object.values(decrements);
  if (change.streak) {
    sets.push('streak_run_end = ?', 'streak_run_length = ?', 'longest_streak = ?');
    values.push(change.streak.runEnd, change.streak.runLength, change.streak.longestStreak);
  }
  if (change.kindStreak) {
    const kind = change.kindStreak;
    sets.push(
      'kind_run_end = ?',
      'kind_run_length = ?',
      'kind_freezes = ?',
      'kind_grace_resting = ?',
    );
    values.push(kind.runEnd, kind.runLength, kind.freezes, kind.isGraceResting);
  }
  await trx.raw(`update user_progress set ${sets.join(', ')} where user_id = ?`, [
    ...values,
    userId,
  ]);
}

/** Points earned and spent, read under the user's progress lock. */
export async function readPointsSpent(trx: Knex.Transaction, userId: string): Promise<number> {
  const row = (await trx('user_progress')
    .select('points_spent')
    .where({ user_id: userId })
    .first()) as { points_spent: number } | undefined;
  return row?.points_spent ?? 0;
}
