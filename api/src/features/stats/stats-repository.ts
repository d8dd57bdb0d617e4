import type { Knex } from 'knex';
import { PROGRESS_COUNTERS } from '../../domain/points-rules';
import type { LocalDay } from '../../domain/time-zones';
import type { ActiveDayRow, ProgressRow } from '../rewards/progress-repository';
import type { DayFigures } from './week-totals';

export type StatsSnapshot = {
  timeZone: string | null;
  progress: ProgressRow | null;
  days: DayFigures[];
  /** Every active day, only when the kind streak was never computed (kind_run_length null). */
  kindDays: ActiveDayRow[];
};

type SnapshotRow = Partial<ProgressRow> & {
  time_zone: string | null;
  has_progress: boolean;
  days: DayFigures[] | null;
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
            case when p.user_id is not null and p.kind_run_length is null then
              (select json_agg(json_build_object('day', k.local_day::text,
                                                 'first_local_time', k.first_local_time::text))
                 from activity_days k where k.user_id = u.id)
            end as kind_days
       from users u left join user_progress p on p.user_id = u.id
      where u.id = ?`,
    [fromDay, toDay, userId],
  );
  const row = result.rows[0];
  if (!row) return { timeZone: null, progress: null, days: [], kindDays: [] };
  const {
    time_zone: timeZone,
    has_progress: hasProgress,
    days,
    kind_days: kindDays,
    ...progress
  } = row;
  return {
    timeZone,
    progress: hasProgress ? (progress as ProgressRow) : null,
    days: days ?? [],
    kindDays: kindDays ?? [],
  };
}
