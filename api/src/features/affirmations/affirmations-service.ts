import {
  AFFIRMATION_NOT_COMPLETED_TODAY,
  type TCompleteAffirmationRequest,
  type TCompleteAffirmationResponse,
  type TCompletedAffirmations,
  type TUndoAffirmationResponse,
} from '@manifest/contracts/affirmations';
import type { Knex } from 'knex';
import { AFFIRMATION_POINTS } from '../../domain/points-rules';
import { localDayOf } from '../../domain/time-zones';
import { HttpError } from '../../lib/http-error';
import { actionTime } from '../points/action-time';
import { awardPoints } from '../points/points-service';
import { takeBackAward } from '../points/take-back-award';
import { findUserTimeZone, localDayForUser } from '../points/user-time-zone';
import { parseAffirmationId } from './affirmation-ids';
import { affirmationTitle, type AffirmationTexts } from './affirmation-texts';
import { completedIdsOn, deleteCompletion, insertCompletion } from './affirmations-repository';

export const AFFIRMATION_NOT_FOUND_MESSAGE = 'Affirmation not found';
export const AFFIRMATION_ALREADY_COMPLETED_MESSAGE = 'Affirmation already completed today';

export type AffirmationsService = ReturnType<typeof createAffirmationsService>;

export function createAffirmationsService({
  knex,
  now,
  texts,
}: {
  knex: Knex;
  now: () => Date;
  texts: AffirmationTexts;
}) {
  return {
    async completedToday(userId: string): Promise<TCompletedAffirmations> {
      const today = await localDayForUser(knex, userId, now());
      return { completedIds: await completedIdsOn(knex, userId, today) };
    },

    /**
     * Marks a built-in affirmation as said on the user's day it was said (today,
     * or the day of the offline queue's `doneAt`); pays AFFIRMATION_POINTS once per id per day.
     * The answer's `completedIds` are today's, as `completedToday` lists them.
     */
    async complete(
      userId: string,
      rawId: string,
      input: TCompleteAffirmationRequest,
    ): Promise<TCompleteAffirmationResponse> {
      const affirmationId = parseAffirmationId(rawId);
      if (affirmationId === null) throw new HttpError(404, AFFIRMATION_NOT_FOUND_MESSAGE);
      const current = now();
      const at = actionTime(input.doneAt, current);
      // Read before the transaction: the CMS is never waited on with a row locked.
      const title = affirmationTitle(await texts.textOf(affirmationId));
      return knex.transaction(async (trx) => {
        const zone = await findUserTimeZone(trx, userId);
        const localDay = localDayOf(at, zone);
        if (!(await insertCompletion(trx, { userId, affirmationId, localDay, at })))
          throw new HttpError(409, AFFIRMATION_ALREADY_COMPLETED_MESSAGE);
        const reward = await awardPoints(trx, {
          userId,
          sourceKey: `affirmation:${affirmationId}:${localDay}`,
          points: AFFIRMATION_POINTS,
          activity: {
            type: 'affirmation',
            action: 'completed',
            title,
            metadata: { affirmationId },
            completedAt: at,
          },
        });
        return {
          affirmationId,
          completedAt: at.toISOString(),
          pointsAwarded: reward.points,
          completedIds: await completedIdsOn(trx, userId, localDayOf(current, zone)),
        };
      });
    },

    /**
     * Undoes today's "said" of an affirmation tapped by mistake (issue 38): its points
     * come back out of the ledger once; a racing or repeated undo answers 409.
     */
    async undo(userId: string, rawId: string): Promise<TUndoAffirmationResponse> {
      const affirmationId = parseAffirmationId(rawId);
      if (affirmationId === null) throw new HttpError(404, AFFIRMATION_NOT_FOUND_MESSAGE);
      return knex.transaction(async (trx) => {
        const localDay = localDayOf(now(), await findUserTimeZone(trx, userId));
        if (!(await deleteCompletion(trx, { userId, affirmationId, localDay })))
          throw new HttpError(409, AFFIRMATION_NOT_COMPLETED_TODAY);
        const taken = await takeBackAward(trx, {
          userId,
          sourceKey: `affirmation:${affirmationId}:${localDay}`,
        });
        return {
          affirmationId,
          pointsRemoved: taken.points,
          completedIds: await completedIdsOn(trx, userId, localDay),
        };
      });
    },
  };
}
