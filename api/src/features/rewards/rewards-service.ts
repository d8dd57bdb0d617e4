import { randomUUID } from 'node:crypto';
import {
  notEnoughPointsMessage,
  pointsShort,
  REDEMPTIONS_LIST_LIMIT,
  REWARD_NOT_FOUND,
  REWARDS_PER_USER_MAX,
  TOO_MANY_REWARDS,
  type TPointsBalance,
  type TRedeemResponse,
  type TRedemption,
  type TReward,
  type TRewardsResponse,
  type ZRewardRequest,
} from '@manifest/contracts/rewards';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { lockProgress } from '../points/progress-repository';
import {
  countRewards,
  deleteReward,
  findReward,
  insertRedemption,
  insertReward,
  listRedemptions,
  listRewards,
  lockReward,
  lockRewardCreation,
  readPointsTotals,
  updateReward,
  type PointsTotals,
  type RedemptionRow,
  type RewardRow,
} from './rewards-repository';

type RewardInput = z.output<typeof ZRewardRequest>;

// Reward ids are uuids; anything else is no reward of this user.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new HttpError(404, REWARD_NOT_FOUND);

const toBalance = ({ earned, spent }: PointsTotals): TPointsBalance => ({
  earned,
  spent,
  balance: Math.max(0, earned - spent),
});

const toReward = (row: RewardRow): TReward => ({
  id: row.id,
  title: row.title,
  price: row.price,
  createdAt: row.created_at.toISOString(),
  timesRedeemed: row.times_redeemed,
  lastRedeemedAt: row.last_redeemed_at?.toISOString() ?? null,
});

const toRedemption = (row: RedemptionRow): TRedemption => ({
  id: row.id,
  rewardId: row.reward_id,
  title: row.title,
  price: row.price,
  redeemedAt: row.redeemed_at.toISOString(),
});

export type RewardsService = ReturnType<typeof createRewardsService>;

/** Rewards a person writes and buys with the points they earned (README.md). */
export function createRewardsService({ knex, now }: { knex: Knex; now: () => Date }) {
  const rewardOf = async (db: Knex | Knex.Transaction, userId: string, id: string) => {
    const row = await findReward(db, userId, id);
    if (!row) throw notFound();
    return toReward(row);
  };

  return {
    async list(userId: string): Promise<TRewardsResponse> {
      const [totals, rewards, redemptions] = await Promise.all([
        readPointsTotals(knex, userId),
        listRewards(knex, userId),
        listRedemptions(knex, userId, REDEMPTIONS_LIST_LIMIT),
      ]);
      return {
        ...toBalance(totals),
        rewards: rewards.map(toReward),
        redemptions: redemptions.map(toRedemption),
      };
    },

    async create(userId: string, input: RewardInput): Promise<TReward> {
      return knex.transaction(async (trx) => {
        await lockRewardCreation(trx, userId);
        if ((await countRewards(trx, userId)) >= REWARDS_PER_USER_MAX)
          throw new HttpError(409, TOO_MANY_REWARDS);
        const id = await insertReward(trx, userId, input, now());
        return rewardOf(trx, userId, id);
      });
    },

    async update(userId: string, rewardId: string, input: RewardInput): Promise<TReward> {
      if (!UUID_PATTERN.test(rewardId)) throw notFound();
      if (!(await updateReward(knex, userId, rewardId, input, now()))) throw notFound();
      return rewardOf(knex, userId, rewardId);
    },

    async remove(userId: string, rewardId: string): Promise<void> {
      if (!UUID_PATTERN.test(rewardId) || !(await deleteReward(knex, userId, rewardId)))
        throw notFound();
    },

    /**
     * Buys a reward: under the user's progress lock (the one every payment and undo
     * takes) the balance is read, checked and spent in one transaction, so racing
     * redeems never spend more than was earned. A short balance answers 409 saying
     * how many points are missing.
     */
    async redeem(userId: string, rewardId: string): Promise<TRedeemResponse> {
      if (!UUID_PATTERN.test(rewardId)) throw notFound();
      return knex.transaction(async (trx) => {
        await lockProgress(trx, userId);
        const reward = await lockReward(trx, userId, rewardId);
        if (!reward) throw notFound();
        const totals = await readPointsTotals(trx, userId);
        const short = pointsShort(totals.earned - totals.spent, reward.price);
        if (short > 0) throw new HttpError(409, notEnoughPointsMessage(short));
        const redemption = await insertRedemption(trx, {
          id: randomUUID(),
          userId,
          rewardId: reward.id,
          title: reward.title,
          price: reward.price,
          at: now(),
        });
        return {
          ...toBalance({ earned: totals.earned, spent: totals.spent + reward.price }),
          redemption: toRedemption(redemption),
          reward: await rewardOf(trx, userId, reward.id),
        };
      });
    },
  };
}
