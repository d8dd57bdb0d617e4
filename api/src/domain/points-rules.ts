import type { TActivityAction, TActivityType } from '@manifest/contracts/activities';
import { CUSTOM_TASK_MAX_POINTS, CUSTOM_TASKS_PAID_PER_DAY } from '@manifest/contracts/daily-tasks';

// Every amount the server pays, and the caps that keep repeated actions from
// being farmed. DESIGN.md "Decisions": one ledger, the server decides.

/** Challenges pay by difficulty (spec 001 section 9), once per challenge ever, also across a reset. */
export const CHALLENGE_POINTS_BY_DIFFICULTY = { easy: 50, medium: 75, hard: 100 } as const;
export const CHALLENGE_DEFAULT_POINTS = CHALLENGE_POINTS_BY_DIFFICULTY.easy;

/** The spec's "Points per activity" table (spec 000 section 9). */
export const AFFIRMATION_POINTS = 10;
/**
 * "daily task 15": the most a custom task pays, whatever points its creator
 * chose (a client-sent amount is never trusted). Built-in tasks pay their own
 * server-defined points.
 */
export const DAILY_TASK_POINTS = CUSTOM_TASK_MAX_POINTS;
export const GOAL_POINTS = 25;
/**
 * "Mark achieved" pays the spec's goal amount once per goal (issue 38), on top
 * of what creating it paid: setting a goal and reaching it are both rewarded.
 */
export const GOAL_ACHIEVED_POINTS = GOAL_POINTS;
export const MEDITATION_POINTS = 30;
export const VISION_ITEM_POINTS = 20;

/** No single ledger entry may pay more than this (the largest badge reward is 500). */
export const MAX_POINTS_PER_ENTRY = 1000;

/**
 * At most this many paying actions of a kind per local day. Beyond the cap
 * the action is still recorded (it shows in the track record and counts for
 * badges) but pays 0. Together with the once-per-item keys this bounds what
 * create/delete or start/start loops can earn.
 */
export const TASKS_PAID_PER_DAY = 20;
export const VISION_ITEMS_PAID_PER_DAY = 5;
export const GOALS_PAID_PER_DAY = 3;
/** Achieving pays for the first few goals a day, so create-and-achieve loops earn little. */
export const GOALS_ACHIEVED_PAID_PER_DAY = 3;
export const MEDITATIONS_PAID_PER_DAY = 5;
/** One per built-in affirmation per day, so all 42 may pay. */
export const AFFIRMATIONS_PAID_PER_DAY = 42;
/**
 * A custom task pays min(its points, DAILY_TASK_POINTS). Since anyone can
 * create as many tasks as they like, at most CUSTOM_TASKS_PAID_PER_DAY
 * custom-task completions pay per local day, within TASKS_PAID_PER_DAY.
 * Both live in the contracts so the Add Custom Task form can state them.
 */
export { CUSTOM_TASKS_PAID_PER_DAY };

export type ActivityType = TActivityType;
export type ActivityAction = TActivityAction;

/** Counters kept per user (user_progress) and per user per local day (activity_days). */
export const PROGRESS_COUNTERS = [
  'tasks_completed',
  'challenges_completed',
  'goals_created',
  'goals_completed',
  'vision_items_created',
  'meditations',
  'meditation_minutes',
  'affirmations_said',
] as const;
export type ProgressCounter = (typeof PROGRESS_COUNTERS)[number];

export type CounterDeltas = Partial<Record<ProgressCounter, number>>;

export type ActivityMetadata = Record<string, string | number | boolean>;

/** Which counter an action of a kind moves; actions not listed move none. */
const COUNTER_OF_ACTION: Partial<Record<`${ActivityType}:${ActivityAction}`, ProgressCounter>> = {
  'task:completed': 'tasks_completed',
  'challenge:completed': 'challenges_completed',
  'goal:created': 'goals_created',
  'goal:completed': 'goals_completed',
  'vision_board:created': 'vision_items_created',
  // A meditation session is recorded once, when it starts (POST /api/meditations/start).
  'meditation:started': 'meditations',
  'meditation:completed': 'meditations',
  'affirmation:completed': 'affirmations_said',
};

const DAILY_PAID_CAP: Partial<Record<ProgressCounter, number>> = {
  tasks_completed: TASKS_PAID_PER_DAY,
  vision_items_created: VISION_ITEMS_PAID_PER_DAY,
  goals_created: GOALS_PAID_PER_DAY,
  goals_completed: GOALS_ACHIEVED_PAID_PER_DAY,
  meditations: MEDITATIONS_PAID_PER_DAY,
  affirmations_said: AFFIRMATIONS_PAID_PER_DAY,
};

/** Longest believable session; a larger `minutes` is cut to this. */
export const MEDITATION_MINUTES_MAX = 180;

export function counterOf(type: ActivityType, action: ActivityAction): ProgressCounter | null {
  return COUNTER_OF_ACTION[`${type}:${action}`] ?? null;
}

/** How a server-recorded activity moves the counters. Meditation minutes come from `metadata.minutes`. */
export function counterDeltas(
  type: ActivityType,
  action: ActivityAction,
  metadata: ActivityMetadata = {},
): CounterDeltas {
  const counter = counterOf(type, action);
  if (!counter) return {};
  const deltas: CounterDeltas = { [counter]: 1 };
  if (counter === 'meditations') {
    const minutes = metadata.minutes;
    if (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0)
      deltas.meditation_minutes = Math.min(Math.ceil(minutes), MEDITATION_MINUTES_MAX);
  }
  return deltas;
}

/**
 * Points actually paid for an action offered `points`, given how many actions
 * of its kind were already recorded that local day.
 */
export function cappedPoints(
  type: ActivityType,
  action: ActivityAction,
  points: number,
  recordedToday: number,
): number {
  const counter = counterOf(type, action);
  const cap = counter ? DAILY_PAID_CAP[counter] : undefined;
  return cap !== undefined && recordedToday >= cap ? 0 : points;
}

export function isValidPointsAmount(points: number): boolean {
  return Number.isInteger(points) && points >= 0 && points <= MAX_POINTS_PER_ENTRY;
}
