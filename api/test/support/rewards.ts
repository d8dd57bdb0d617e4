import type { Knex } from 'knex';
import { recordReward, type RecordRewardInput } from '../../src/features/rewards/rewards-service';

/** recordReward in a transaction of its own, as a feature service would call it. */
export function payReward(knex: Knex, input: RecordRewardInput) {
  return knex.transaction((trx) => recordReward(trx, input));
}
