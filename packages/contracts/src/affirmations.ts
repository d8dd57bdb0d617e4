import { z } from 'zod';
import { ZDoneAt } from './offline-actions';
import { BODY_MUST_BE_OBJECT } from './text';

// Affirmation practice. The spec's page never records progress ("X is always
// 0"); we record each built-in affirmation said today (ids 1 to 42).

export const AFFIRMATION_COUNT = 42;

const affirmationId = z.number().int().min(1).max(AFFIRMATION_COUNT);

/** `GET /api/affirmations/completed-today`: ids said today, in the user's time zone. */
export const ZCompletedAffirmations = z.object({ completedIds: z.array(affirmationId) });
export type TCompletedAffirmations = z.infer<typeof ZCompletedAffirmations>;

/**
 * `POST /api/affirmations/{id}/complete`: no body, `{}`, or from the offline
 * queue `{ doneAt }` (it counts for that day). Once per affirmation per day.
 */
export const ZCompleteAffirmationRequest = z.object(
  { doneAt: ZDoneAt },
  { error: BODY_MUST_BE_OBJECT },
);
export type TCompleteAffirmationRequest = z.infer<typeof ZCompleteAffirmationRequest>;

export const ZCompleteAffirmationResponse = z.object({
  affirmationId,
  completedAt: z.iso.datetime({ offset: true }),
  pointsAwarded: z.number().int().nonnegative(),
  /** Ids said today, as `completed-today` lists them (an offline one of yesterday is not among them). */
  completedIds: z.array(affirmationId),
});
export type TCompleteAffirmationResponse = z.infer<typeof ZCompleteAffirmationResponse>;

/**
 * `POST /api/affirmations/{id}/undo` (issue 38): takes back today's "said" of an
 * affirmation tapped by mistake, and its points. `completedIds` are today's after it.
 */
export const ZUndoAffirmationResponse = z.object({
  affirmationId,
  pointsRemoved: z.number().int().nonnegative(),
  completedIds: z.array(affirmationId),
});
export type TUndoAffirmationResponse = z.infer<typeof ZUndoAffirmationResponse>;
export const AFFIRMATION_NOT_COMPLETED_TODAY =
  'This affirmation is not completed today, so there is nothing to undo.';
