import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { isBeforeGraceTime } from '../../domain/kind-streaks';
import {
  cappedPoints,
  counterDeltas,
  counterOf,
  isValidPointsAmount,
  type ActivityAction,
  type ActivityMetadata,
  type ActivityType,
} from '../../domain/points-rules';
import { extendStreak, streakFromDays, type StreakState } from '../../domain/streaks';
import {
  DEFAULT_TIME_ZONE,
  isIanaTimeZone,
  localDayOf,
  localTimeOf,
  type LocalDay,
} from '../../domain/time-zones';
import { nextKindStreak } from './kind-streak-update';
import {
  addMark,
  allActiveDays,
  applyProgressChange,
  insertActivityWithEntry,
  lockProgress,
  readDay,
  type NewActivity,
  type ProgressRow,
} from './progress-repository';

export type RewardActivity = {
  type: ActivityType;
  action: ActivityAction;
  title: string;
  description?: string;
  metadata?: ActivityMetadata;
  /** When it happened; default now. Its day in the user's zone is the activity's local day. */
  completedAt?: Date;
};

export type RecordRewardInput = {
  userId: string;
  /** Unique per user for ever: the same key never pays twice. See README.md for the scheme. */
  sourceKey: string;
  /** The amount from points-rules (or a task's own points); a daily cap may lower it to 0. */
  points: number;
  activity: RewardActivity;
};

export type RecordRewardResult = {
  /** True when a ledger entry was written (points > 0 paid now). */
  isAwarded: boolean;
  /** True when the activity was written now; false means the key was used before (a repeat). */
  isRecorded: boolean;
  /** Points paid now: 0 for a repeat or beyond a daily cap. */
  points: number;
  ledgerEntryId?: string;
  activityId?: string;
  localDay: LocalDay;
};

export type RecordActivityInput = {
  userId: string;
  /** Optional: with a key the activity is recorded once (e.g. 'goal-completed:<goalId>'). */
  sourceKey?: string;
  activity: RewardActivity;
};

export type RecordActivityResult = { isRecorded: boolean; activityId?: string; localDay: LocalDay };

/**
 * Pays for an action once: writes one ledger entry and one activity with the
 * same points, and moves the user's counters, day aggregate and streak, all in
 * the caller's transaction. A repeated sourceKey writes nothing.
 */
export async function awardPoints(
  trx: Knex.Transaction,
  input: RecordRewardInput,
): Promise<RecordRewardResult> {
  if (!isValidPointsAmount(input.points)) throw new Error(`invalid points amount ${input.points}`);
  return record(trx, input);
}

/** Records an action that pays nothing (e.g. a challenge started); counts toward badges. */
export async function recordActivity(
  trx: Knex.Transaction,
  input: RecordActivityInput,
): Promise<RecordActivityResult> {
  const result = await record(trx, { ...input, points: 0 });
  return {
    isRecorded: result.isRecorded,
    activityId: result.activityId,
    localDay: result.localDay,
  };
}

/**
 * An activity that counts for nothing: 0 points, no counters, no active day,
 * no streak, no day row for the weekly figures. It only shows in the track
 * record. Used for what the browser logs (POST /api/activities), which the
 * server cannot check (it may be back-dated), and for repeats that must not
 * count again (a meditation started twice a day). Unkeyed, so always written.
 */
export async function recordUncountedActivity(
  trx: Knex.Transaction,
  input: { userId: string; activity: RewardActivity },
): Promise<{ activityId: string; localDay: LocalDay }> {
  const { userId, activity } = input;
  // The same lock as every other write of this user's activities.
  const progress = await lockProgress(trx, userId);
  const completedAt = activity.completedAt ?? new Date();
  const localDay = localDayOf(completedAt, zoneOf(progress.time_zone));
  const written = await insertActivityWithEntry(
    trx,
    activityRow(userId, activity, {
      completedAt,
      localDay,
      points: 0,
      sourceKey: null,
      isCounted: false,
      ledgerEntryId: null,
    }),
  );
  if (!written.activityId) throw new Error('uncounted activity was not recorded');
  return { activityId: written.activityId, localDay };
}

/** The activity row (and its ledger entry, when ledgerEntryId is set) as it is written. */
const activityRow = (
  userId: string,
  activity: RewardActivity,
  row: Pick<
    NewActivity,
    'completedAt' | 'localDay' | 'points' | 'sourceKey' | 'isCounted' | 'ledgerEntryId'
  >,
): NewActivity => ({
  id: randomUUID(),
  userId,
  type: activity.type,
  action: activity.action,
  title: activity.title,
  description: activity.description ?? null,
  metadata: activity.metadata ?? {},
  ...row,
});

const zoneOf = (stored: string | null): string =>
  stored && isIanaTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;

type RecordInput = {
  userId: string;
  sourceKey?: string;
  points: number;
  activity: RewardActivity;
};

async function record(trx: Knex.Transaction, input: RecordInput): Promise<RecordRewardResult> {
  const { userId, activity } = input;
  const progress = await lockProgress(trx, userId);
  const completedAt = activity.completedAt ?? new Date();
  const zone = zoneOf(progress.time_zone);
  const localDay = localDayOf(completedAt, zone);
  const localTime = localTimeOf(completedAt, zone);

  // The user's row lock makes this read-then-write safe against racing payments.
  const day = await readDay(trx, userId, localDay);
  const counter = counterOf(activity.type, activity.action);
  const recordedToday = counter && day ? day[counter] : 0;
  const offered = cappedPoints(activity.type, activity.action, input.points, recordedToday);
  const isPaying = offered > 0 && input.sourceKey !== undefined;

  const written = await insertActivityWithEntry(
    trx,
    activityRow(userId, activity, {
      completedAt,
      localDay,
      points: isPaying ? offered : 0,
      sourceKey: input.sourceKey ?? null,
      isCounted: true,
      ledgerEntryId: isPaying ? randomUUID() : null,
    }),
  );
  if (!written.activityId) return { isAwarded: false, isRecorded: false, points: 0, localDay };
  const points = written.ledgerEntryId ? offered : 0;

  const deltas = counterDeltas(activity.type, activity.action, activity.metadata);
  const isNewDay = day === null;
  // The new day is not written yet, so a rebuild adds it to the days read.
  const streak = isNewDay ? await nextStreak(trx, userId, progress, localDay) : null;
  const kindStreak = await nextKindStreak(
    trx,
    userId,
    progress,
    { day: localDay, isMorning: isBeforeGraceTime(localTime), localTime },
    day,
  );
  const affirmationId = activity.metadata?.affirmationId;
  const isNewDistinctAffirmation =
    counter === 'affirmations_said' && affirmationId !== undefined
      ? await addMark(trx, userId, `affirmation:${String(affirmationId)}`)
      : false;
  await applyProgressChange(trx, userId, {
    localDay,
    localTime,
    points,
    deltas,
    isNewDay,
    streak,
    kindStreak,
    isNewDistinctAffirmation,
  });

  return {
    isAwarded: written.ledgerEntryId !== null,
    isRecorded: true,
    points,
    ...(written.ledgerEntryId ? { ledgerEntryId: written.ledgerEntryId } : {}),
    activityId: written.activityId,
    localDay,
  };
}

async function nextStreak(
  trx: Knex.Transaction,
  userId: string,
  progress: ProgressRow,
  newDay: LocalDay,
): Promise<StreakState> {
  const state: StreakState = {
    runEnd: progress.streak_run_end,
    runLength: progress.streak_run_length,
    longestStreak: progress.longest_streak,
  };
  // A back-dated first activity of an earlier day: rebuild from the day rows plus this one.
  return (
    extendStreak(state, newDay) ??
    streakFromDays([...(await allActiveDays(trx, userId)).map((row) => row.day), newDay])
  );
}
