import type { Knex } from 'knex';
import { AFFIRMATION_POINTS } from '../../src/domain/points-rules';
import { awardPoints, type RecordRewardInput } from '../../src/features/points/points-service';

/** awardPoints in a transaction of its own, as a feature service would call it. */
export function payPoints(knex: Knex, input: RecordRewardInput) {
  return knex.transaction((trx) => awardPoints(trx, input));
}

/** Pays built-in affirmation `id` as said at noon UTC on `day`, as the affirmations feature does. */
export function sayAffirmation(knex: Knex, userId: string, id: number, day: string) {
  return payPoints(knex, {
    userId,
    sourceKey: `affirmation:${id}:${day}`,
    points: AFFIRMATION_POINTS,
    activity: {
      type: 'affirmation',
      action: 'completed',
      title: `Affirmation ${id}`,
      metadata: { affirmationId: id },
      completedAt: new Date(`${day}T12:00:00Z`),
    },
  });
}
