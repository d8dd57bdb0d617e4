import { actionTimeMessage, actionTimeProblem } from '@manifest/contracts/offline-actions';
import { HttpError } from '../../lib/http-error';

/** The request field that says when an action was done, and how its messages name it. */
export type ActionTimeField = { name: string; label: string };

/**
 * The time an action counts for, and so its local day: `sent` (the offline
 * queue's time, or a meditation's start) when it lies within the last
 * OFFLINE_ACTION_MAX_AGE_HOURS, a little clock skew ahead counting as `now`;
 * `now` when nothing was sent. Anything else is a 400 naming the field.
 */
export function actionTime(
  sent: string | null | undefined,
  now: Date,
  field: ActionTimeField = { name: 'doneAt', label: 'doneAt' },
): Date {
  if (sent === null || sent === undefined) return now;
  const doneAt = new Date(sent);
  const problem = actionTimeProblem(doneAt, now);
  if (problem)
    throw new HttpError(400, actionTimeMessage(field.label, problem), { field: field.name });
  return doneAt > now ? now : doneAt;
}
