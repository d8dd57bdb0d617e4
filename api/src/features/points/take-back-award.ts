import { UNDO_POINTS_ALREADY_SPENT } from '@manifest/contracts/rewards';
import type { Knex } from 'knex';
import { isBeforeGraceTime, kindStreakFromDays } from '../../domain/kind-streaks';
import {
  counterDeltas,
  counterOf,
  type ActivityAction,
  type ActivityType,
} from '../../domain/points-rules';
import { streakFromDays } from '../../domain/streaks';
import {
  DEFAULT_TIME_ZONE,
  isIanaTimeZone,
  localTimeOf,
  type LocalDay,
} from '../../domain/time-zones';
import { HttpError } from '../../lib/http-error';
import { shownUpDayOf } from './kind-streak-update';
import { allActiveDays, lockProgress, readDay } from './progress-repository';
import {
  deleteActivityWithEntry,
  deleteDay,
  deleteMark,
  firstCountedAt,
  isAffirmationStillSaid,
  readPointsSpent,
  setFirstLocalTime,
  subtractFromDay,
  subtractFromProgress,
} from './take-back-repository';

export type TakeBackResult = {
  /** False when nothing was recorded under the key (never, or taken back already). */
  isTakenBack: boolean;
  /** The points taken back out of the ledger (0 for an activity that paid nothing). */
  points: number;
  localDay?: LocalDay;
};

/**
 * Undoes what awardPoints recorded under `sourceKey`, in the caller's transaction: the
 * activity and its ledger entry are removed (not reversed), and every aggregate they
 * moved moves back: points, counters, the day row, active days, the streaks, the
 * distinct affirmations. So the points total, the track record, the stats and the
 * calendar agree as if the tap never happened, and a redo pays again, once. Badges
 * already earned are never taken back (nor their points).
 *
 * Refuses (409) when the points were already spent: the balance never goes below zero.
 * Runs under the user's progress lock, like every payment.
 */
export async function takeBackAward(
  trx: Knex.Transaction,
  { userId, sourceKey }: { userId: string; sourceKey: string },
): Promise<TakeBackResult> {
  const progress = await lockProgress(trx, userId);
  const removed = await deleteActivityWithEntry(trx, userId, sourceKey);
  if (!removed) return { isTakenBack: false, points: 0 };

  const points = removed.ledger_entry_id ? removed.points : 0;
  if (progress.total_points - points < (await readPointsSpent(trx, userId)))
    throw new HttpError(409, UNDO_POINTS_ALREADY_SPENT);

  const type = removed.type as ActivityType;
  const action = removed.action as ActivityAction;
  const zone =
    progress.time_zone && isIanaTimeZone(progress.time_zone)
      ? progress.time_zone
      : DEFAULT_TIME_ZONE;
  const day = removed.local_day;
  const deltas = removed.is_counted ? counterDeltas(type, action, removed.metadata) : {};

  let isDayGone = false;
  let isFirstTimeMoved = false;
  if (removed.is_counted) {
    const before = await readDay(trx, userId, day);
    const left = await subtractFromDay(trx, userId, day, points, deltas);
    if (left !== null && left <= 0) {
      await deleteDay(trx, userId, day);
      isDayGone = true;
    } else if (left !== null) {
      const first = await firstCountedAt(trx, userId, day);
      const firstTime = first ? localTimeOf(first, zone) : null;
      if (firstTime && firstTime !== before?.first_local_time) {
        await setFirstLocalTime(trx, userId, day, firstTime);
        const wasMorning =
          before?.first_local_time != null && isBeforeGraceTime(before.first_local_time);
        isFirstTimeMoved = wasMorning !== isBeforeGraceTime(firstTime);
      }
    }
  }

  const affirmationId = removed.metadata.affirmationId;
  const isDistinctAffirmationGone =
    removed.is_counted &&
    counterOf(type, action) === 'affirmations_said' &&
    affirmationId !== undefined &&
    !(await isAffirmationStillSaid(trx, userId, affirmationId)) &&
    (await deleteMark(trx, userId, `affirmation:${String(affirmationId)}`));

  // A day gone (or no longer a morning) changes the streaks: rebuilt from the day rows.
  const days = isDayGone || isFirstTimeMoved ? await allActiveDays(trx, userId) : null;
  await subtractFromProgress(trx, userId, {
    points,
    deltas,
    isCompleted: action === 'completed',
    isDayGone,
    isDistinctAffirmationGone,
    streak: isDayGone && days ? streakFromDays(days.map((row) => row.day)) : null,
    kindStreak: days ? kindStreakFromDays(days.map(shownUpDayOf)) : null,
  });
  return { isTakenBack: true, points, localDay: day };
}
