import type { Knex } from 'knex';
import { PROGRESS_COUNTERS } from '../../domain/points-rules';
import type { LocalDay } from '../../domain/time-zones';
import type { ActiveDayRow, ProgressRow } from '../points/progress-repository';
import type { DayFigures } from './week-totals';

export type StatsSnapshot = {
  timeZone: string | null;
  progress: ProgressRow | null;
  /** Day rows, plus the uncounted activities of the range as days of activities only. */
  days: DayFigures[];
  /**
   * Days the track record lists that have no day row: only uncounted activities
   * (logged by the browser, or repeats). Active Days adds them, so it counts the
   * days the list shows; streaks and badges keep to the days the server recorded.
   */
  uncountedOnlyDays: number;
  /** Every active day, only when the kind streak was never computed (kind_run_length null). */
  kindDays: ActiveDayRow[];
};

type SnapshotRow = Partial<ProgressRow> & {
  time_zone: string | null;
  has_progress: boolean;
  days: DayFigures[] | null;
  uncounted_days: DayFigures[] | null;
  uncounted_only_days: number;
  kind_days: ActiveDayRow[] | null;
};

/**
 * Everything stats need in one round trip: the user's zone, their progress
 * row and the day rows between two days (a range wide enough to hold the
 * user's week whatever their zone; the caller picks the week from it). The
 * whole day history comes only for a progress row written before kind
 * streaks were kept (migration 051), until the user's next activity.
 */
export async function readStatsSnapshot(
  db: Knex,
  userId: string,
  fromDay: LocalDay,
  toDay: LocalDay,
): Promise<StatsSnapshot> {
  const result = await db.raw<{ rows: SnapshotRow[] }>(
    `select u.time_zone, p.user_id is not null as has_progress,
            p.total_points, p.active_days, p.affirmations_distinct, p.streak_run_end::text as streak_run_end,
            p.streak_run_length, p.longest_streak, p.activities_total, p.activities_completed,
            p.kind_run_end::text as kind_run_end, p.kind_run_length, p.kind_freezes, p.kind_grace_resting,
            ${PROGRESS_COUNTERS.map((name) => `p.${name}`).join(', ')},
            (select json_agg(json_build_object('day', d.local_day::text, 'count', d.count,
                                               'challenges', d.challenges_completed,
                                               'minutes', d.meditation_minutes))
               from activity_days d
              where d.user_id = u.id and d.local_day between ? and ?) as days,
            (select json_agg(json_build_object('day', a.day, 'count', a.count,
                                               'challenges', 0, 'minutes', 0))
               from (select local_day::text as day, count(*)::int as count
                       from activities
                      where user_id = u.id and not is_counted and local_day between ? and ?
                      group by local_day) a) as uncounted_days,
            (select count(distinct a.local_day)::int
               from activities a
              where a.user_id = u.id and not a.is_counted
                and not exists (select 1 from activity_days o
                                 where o.user_id = u.id and o.local_day = a.local_day))
              as uncounted_only_days,
            case when p.user_id is not null and p.kind_run_length is null then
              (select json_agg(json_build_object('day', k.local_day::text,
                                                 'first_local_time', k.first_local_time::text))
                 from activity_days k where k.user_id = u.id)
            end as kind_days
       from users u left join user_progress p on p.user_id = u.id
      where u.id = ?`,
    [fromDay, toDay, fromDay, toDay, userId],
  );
  const row = result.rows[0];
  if (!row) return { timeZone: null, progress: null, days: [], uncountedOnlyDays: 0, kindDays: [] };
  const {
    time_zone: timeZone,
    has_progress: hasProgress,
    days,
    uncounted_days: uncountedDays,
    uncounted_only_days: uncountedOnlyDays,
    kind_days: kindDays,
    ...progress
  } = row;
  return {
    timeZone,
    progress: hasProgress ? (progress as ProgressRow) : null,
    days: [...(days ?? []), ...(uncountedDays ?? [])],
    uncountedOnlyDays: Number(uncountedOnlyDays ?? 0),
    kindDays: kindDays ?? [],
  };
}
