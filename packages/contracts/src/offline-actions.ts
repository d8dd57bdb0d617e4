import { z } from 'zod';
import { isoDateTime } from './date-time';

// Practice done without a network (issue 13): the browser queues "complete a
// task", "say an affirmation" and "start a meditation", then sends each when it
// is back online with a key of its own (a replay never pays twice) and the time
// it was done (it counts for that day in the user's time zone).

/** Request header: one key per queued action, e.g. a uuid, the same on every retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Answer header, 'true' on the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** How long after it was done an action may still be sent. */
export const OFFLINE_ACTION_MAX_AGE_HOURS = 48;
/** How far ahead a device clock may run: a time at most this far ahead counts as now. */
export const OFFLINE_ACTION_CLOCK_SKEW_MINUTES = 2;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_KEY_INVALID = `${IDEMPOTENCY_KEY_HEADER} must be 8 to 100 letters, digits, hyphens or underscores`;
/** 409: the first request with the key has not answered yet. */
export const IDEMPOTENCY_KEY_IN_PROGRESS = `A request with this ${IDEMPOTENCY_KEY_HEADER} is still in progress. Please try again shortly.`;
/** 422: the key was first sent with another method or path. */
export const IDEMPOTENCY_KEY_REUSED = `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request`;

export const ZIdempotencyKey = z
  .string({ error: IDEMPOTENCY_KEY_INVALID })
  .regex(KEY_PATTERN, { error: IDEMPOTENCY_KEY_INVALID });

/** When a task or affirmation was done, sent by the offline queue; absent means now. */
export const ZDoneAt = isoDateTime('doneAt').nullish();

export type TActionTimeProblem = 'too-old' | 'in-future';

const MINUTE_MS = 60 * 1000;

/** Why an action done at `doneAt` cannot count when the server reads it at `now`; null when it can. */
export function actionTimeProblem(doneAt: Date, now: Date): TActionTimeProblem | null {
  const aheadMs = doneAt.getTime() - now.getTime();
  if (aheadMs > OFFLINE_ACTION_CLOCK_SKEW_MINUTES * MINUTE_MS) return 'in-future';
  if (-aheadMs > OFFLINE_ACTION_MAX_AGE_HOURS * 60 * MINUTE_MS) return 'too-old';
  return null;
}

/** The 400 message for a time refused by actionTimeProblem, naming the field by `label`. */
export const actionTimeMessage = (label: string, problem: TActionTimeProblem): string =>
  problem === 'too-old'
    ? `${label} must be within the last ${OFFLINE_ACTION_MAX_AGE_HOURS} hours`
    : `${label} cannot be in the future`;
