import type { TProgressDay } from '@manifest/contracts/progress-calendar';
import type { Knex } from 'knex';
import type { CalendarRange } from './progress-calendar';

/**
 * Points and track-record activities per local day, for the days of the
 * range that have any, in one grouped query reading at most one day row per
 * day plus the few uncounted activities, however many activities a day holds.
 *
 * Days are the user's days as recorded (like streaks and the weekly figures):
 * each activity keeps the local day of the zone it was recorded in. A day
 * row's points are exactly the ledger entries paid that day, badges included
 * (awardPoints writes both together), so the chart adds up to the points
 * total. Activities are the day row's counted ones plus the uncounted ones
 * (logged by the browser, or repeats), as the track record lists them all.
 */
export async function readProgressCalendar(
  db: Knex,
  userId: string,
  { fromDay, toDay }: CalendarRange,
): Promise<TProgressDay[]> {
  const result = await db.raw<{ rows: TProgressDay[] }>(
    `select day::text as day, sum(points)::int as points, sum(activities)::int as activities
       from (select d.local_day as day, d.points, d.count as activities
               from activity_days d
              where d.user_id = ? and d.local_day between ? and ?
             union all
             select a.local_day, 0, count(*)
               from activities a
              where a.user_id = ? and not a.is_counted and a.local_day between ? and ?
              group by a.local_day) as per_day
      group by day
      order by day`,
    [userId, fromDay, toDay, userId, fromDay, toDay],
  );
  return result.rows;
}
