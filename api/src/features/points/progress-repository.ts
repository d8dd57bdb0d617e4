import type { Knex } from 'knex';
import type { CounterDeltas, ProgressCounter } from '../../domain/points-rules';
import { PROGRESS_COUNTERS } from '../../domain/points-rules';
import type { KindStreakState } from '../../domain/kind-streaks';
import type { StreakState } from '../../domain/streaks';
import type { LocalDay, LocalTime } from '../../domain/time-zones';

type Db = Knex | Knex.Transaction;

export type ProgressRow = {
  total_points: number;
  active_days: number;
  affirmations_distinct: number;
  streak_run_end: string | null;
  streak_run_length: number;
  longest_streak: number;
  /** Every activity in the track record, logged ones included, and those with action 'completed'. */
  activities_total: number;
  activities_completed: number;
  /** Kind streak state (domain/kind-streaks.ts); kind_run_length null: not computed yet. */
  kind_run_end: string | null;
  kind_run_length: number | null;
  kind_freezes: number;
  kind_grace_resting: boolean;
} & Record<ProgressCounter, number>;

// date columns are read as text: a JS Date would shift with the server's zone.
const PROGRESS_COLUMNS = [
  'total_points',
  'active_days',
  'affirmations_distinct',
  'streak_run_end::text as streak_run_end',
  'streak_run_length',
  'longest_streak',
  'activities_total',
  'activities_completed',
  'kind_run_end::text as kind_run_end',
  'kind_run_length',
  'kind_freezes',
  'kind_grace_resting',
  ...PROGRESS_COUNTERS,
].join(', ');

/**
 * Creates the user's progress row if needed and locks it until the
 * transaction ends. Every write that moves points or counters takes this
 * lock first, so per-user caps and badge checks never race. The user's time
 * zone comes back with it, saving a round trip on every payment.
 */
export async function lockProgress(
  trx: Knex.Transaction,
  userId: string,
): Promise<ProgressRow & { time_zone: string | null }> {
  const result = await trx.raw<{ rows: (ProgressRow & { time_zone: string | null })[] }>(
    `insert into user_progress (user_id) values (?)
     on conflict (user_id) do update set user_id = excluded.user_id
     returning ${PROGRESS_COLUMNS},
       (select time_zone from users where users.id = user_progress.user_id) as time_zone`,
    [userId],
  );
  const row = result.rows[0];
  if (!row) throw new Error('user_progress upsert returned no row');
  return row;
}

/** The progress row without locking; null for a user with no activity yet. */
export async function readProgress(db: Db, userId: string): Promise<ProgressRow | null> {
  const result = await db.raw<{ rows: ProgressRow[] }>(
    `select ${PROGRESS_COLUMNS} from user_progress where user_id = ?`,
    [userId],
  );
  return result.rows[0] ?? null;
}

export type DayRow = Record<ProgressCounter, number> & { first_local_time: LocalTime | null };

/** The user's row for a day, or null before the day's first activity. */
export async function readDay(
  trx: Knex.Transaction,
  userId: string,
  localDay: LocalDay,
): Promise<DayRow | null> {
  const result = await trx.raw<{ rows: DayRow[] }>(
    `select ${PROGRESS_COUNTERS.join(', ')}, first_local_time::text as first_local_time
       from activity_days where user_id = ? and local_day = ?`,
    [userId, localDay],
  );
  return result.rows[0] ?? null;
}

export type NewActivity = {
  id: string;
  userId: string;
  type: string;
  action: string;
  title: string;
  description: string | null;
  points: number;
  metadata: Record<string, unknown>;
  completedAt: Date;
  localDay: LocalDay;
  sourceKey: string | null;
  isCounted: boolean;
  /** Set when the activity pays: the ledger entry is written in the same statement. */
  ledgerEntryId: string | null;
};

/**
 * Writes the activity and, when it pays, its ledger entry, in one statement,
 * and counts it in the user's activity totals. A source key used before
 * writes neither: the result's activityId is null.
 */
export async function insertActivityWithEntry(
  trx: Knex.Transaction,
  activity: NewActivity,
): Promise<{ activityId: string | null; ledgerEntryId: string | null }> {
  const result = await trx.raw<{
    rows: { activity_id: string | null; ledger_entry_id: string | null }[];
  }>(
    `with new_activity as (
       insert into activities (id, user_id, type, action, title, description, points, metadata,
                               completed_at, local_day, ledger_entry_id, source_key, is_counted)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)
       on conflict (user_id, source_key) do nothing
       returning id
     ), new_entry as (
       insert into points_ledger (id, user_id, source_key, points, description, earned_at)
       select ?::uuid, ?::uuid, ?, ?, ?, ?::timestamptz from new_activity where ?::boolean
       on conflict (user_id, source_key) do nothing
       returning id
     ), counted as (
       update user_progress
          set activities_total = activities_total + 1,
              activities_completed = activities_completed + ?
        where user_id = ? and exists (select 1 from new_activity)
     )
     select (select id from new_activity) as activity_id, (select id from new_entry) as ledger_entry_id`,
    [
      activity.id,
      activity.userId,
      activity.type,
      activity.action,
      activity.title,
      activity.description,
      activity.points,
      JSON.stringify(activity.metadata),
      activity.completedAt,
      activity.localDay,
      activity.ledgerEntryId,
      activity.sourceKey,
      activity.isCounted,
      activity.ledgerEntryId,
      activity.userId,
      activity.sourceKey,
      activity.points,
      activity.title,
      activity.completedAt,
      activity.ledgerEntryId !== null,
      activity.action === 'completed' ? 1 : 0,
      activity.userId,
    ],
  );
  const row = result.rows[0];
  return { activityId: row?.activity_id ?? null, ledgerEntryId: row?.ledger_entry_id ?? null };
}

export type ActiveDayRow = { day: LocalDay; first_local_time: LocalTime | null };

/** Every day the user was active, oldest first, with its first activity's local time. */
export async function allActiveDays(
  trx: Knex.Transaction,
  userId: string,
): Promise<ActiveDayRow[]> {
  const result = await trx.raw<{ rows: ActiveDayRow[] }>(
    `select local_day::text as day, first_local_time::text as first_local_time
       from activity_days where user_id = ? order by local_day`,
    [userId],
  );
  return result.rows;
}

export type ProgressChange = {
  localDay: LocalDay;
  /** The activity's local time: the day's first local time is the earliest of them. */
  localTime: LocalTime;
  points: number;
  deltas: CounterDeltas;
  isNewDay: boolean;
  streak: StreakState | null;
  /** The kind streak's new state, or null when it did not move. */
  kindStreak: KindStreakState | null;
  isNewDistinctAffirmation: boolean;
};

/**
 * Adds one activity to its day row and to the user's totals, in one
 * statement. Column names come from PROGRESS_COUNTERS only, never from input.
 */
export async function applyProgressChange(
  trx: Knex.Transaction,
  userId: string,
  change: ProgressChange,
): Promise<void> {
  const counters = Object.entries(change.deltas) as [ProgressCounter, number][];
  const dayColumns = ['count', 'points', ...counters.map(([name]) => name)];
  const dayValues = [1, change.points, ...counters.map(([, delta]) => delta)];

  const increments: Record<string, number> = { total_points: change.points };
  for (const [name, delta] of counters) increments[name] = delta;
  if (change.isNewDay) increments.active_days = 1;
  if (change.isNewDistinctAffirmation) increments.affirmations_distinct = 1;
  const sets = Object.keys(increments).map((name) => `${name} = ${name} + ?`);
  const values: Knex.Value[] = Object.values(increments);
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

  await trx.raw(
    `with day as (
       insert into activity_days (user_id, local_day, first_local_time, ${dayColumns.join(', ')})
       values (?, ?, ?::time, ${dayColumns.map(() => '?').join(', ')})
       on conflict (user_id, local_day) do update set
         first_local_time = least(activity_days.first_local_time, excluded.first_local_time),
         ${dayColumns.map((name) => `${name} = activity_days.${name} + excluded.${name}`).join(', ')}
     )
     update user_progress set ${sets.join(', ')} where user_id = ?`,
    [userId, change.localDay, change.localTime, ...dayValues, ...values, userId],
  );
}

/** Records a once-ever mark (e.g. 'affirmation:17'); true when it is new. */
export async function addMark(
  trx: Knex.Transaction,
  userId: string,
  mark: string,
): Promise<boolean> {
  const rows = await trx('progress_marks')
    .insert({ user_id: userId, mark })
    .onConflict(['user_id', 'mark'])
    .ignore()
    .returning('mark');
  return rows.length === 1;
}
