import type {
  TCompleteAffirmationResponse,
  TCompletedAffirmations,
} from '@manifest/contracts/affirmations';
import type { Knex } from 'knex';
import { AFFIRMATION_POINTS } from '../../domain/points-rules';
import { HttpError } from '../../lib/http-error';
import { recordReward } from '../rewards/rewards-service';
import { localDayForUser } from '../rewards/user-time-zone';
import { parseAffirmationId } from './affirmation-ids';
import { completedIdsOn, insertCompletion } from './affirmations-repository';

export const AFFIRMATION_NOT_FOUND_MESSAGE = 'Affirmation not found';
export const AFFIRMATION_ALREADY_COMPLETED_MESSAGE = 'Affirmation already completed today';

export type AffirmationsService = ReturnType<typeof createAffirmationsService>;

export function createAffirmationsService({ knex, now }: { knex: Knex; now: () => Date }) {
  return {
    async completedToday(userId: string): Promise<TCompletedAffirmations> {
      const today = await localDayForUser(knex, userId, now());
      return { completedIds: await completedIdsOn(knex, userId, today) };
    },

    /** Marks a built-in affirmation as said today; pays AFFIRMATION_POINTS once per id per day. */
    async complete(userId: string, rawId: string): Promise<TCompleteAffirmationResponse> {
      const affirmationId = parseAffirmationId(rawId);
      if (affirmationId === null) throw new HttpError(404, AFFIRMATION_NOT_FOUND_MESSAGE);
      const at = now();
      return knex.transaction(async (trx) => {
        const localDay = await localDayForUser(trx, userId, at);
        if (!(await insertCompletion(trx, { userId, affirmationId, localDay, at })))
          throw new HttpError(409, AFFIRMATION_ALREADY_COMPLETED_MESSAGE);
        const reward = await recordReward(trx, {
          userId,
          sourceKey: `affirmation:${affirmationId}:${localDay}`,
          points: AFFIRMATION_POINTS,
          activity: {
            type: 'affirmation',
            action: 'completed',
            title: `Affirmation ${affirmationId} said`,
            metadata: { affirmationId },
            completedAt: at,
          },
        });
        return {
          affirmationId,
          completedAt: at.toISOString(),
          pointsAwarded: reward.points,
          completedIds: await completedIdsOn(trx, userId, localDay),
        };
      });
    },
  };
}
