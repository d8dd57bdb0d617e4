import { z } from 'zod';
import { counted, noun } from './counted';
import { BODY_MUST_BE_OBJECT, requiredText } from './text';

// Rewards bought with points (issue 38): a person writes their own rewards with a
// price ('A guilt-free movie night', 150 points) and spends earned points on them.
// Points earned never drop when spent: "Total Points" stays what was earned, and the
// balance to spend is earned minus spent (api/src/features/rewards/README.md).

export const REWARD_TITLE_MAX_LENGTH = 120;
export const REWARD_PRICE = { min: 1, max: 100_000 } as const;
/** Rewards one person may keep: plenty for a wish list, not a dump. */
export const REWARDS_PER_USER_MAX = 50;
/** The newest redemptions GET /api/rewards lists. */
export const REDEMPTIONS_LIST_LIMIT = 20;

const points = z.number().int().nonnegative();
const isoTime = z.iso.datetime({ offset: true });

const price = z
  .number({ error: 'Price must be a number of points' })
  .int({ error: 'Price must be a whole number of points' })
  .min(REWARD_PRICE.min, {
    error: `Price must be between ${REWARD_PRICE.min} and ${REWARD_PRICE.max.toLocaleString('en-US')} points`,
  })
  .max(REWARD_PRICE.max, {
    error: `Price must be between ${REWARD_PRICE.min} and ${REWARD_PRICE.max.toLocaleString('en-US')} points`,
  });

/** `POST /api/rewards` and `PUT /api/rewards/{id}`: `{ title, price }`, price in points. */
export const ZRewardRequest = z.object(
  { title: requiredText('Title', REWARD_TITLE_MAX_LENGTH), price },
  { error: BODY_MUST_BE_OBJECT },
);
export type TRewardRequest = z.input<typeof ZRewardRequest>;

/** What the person has to spend: points earned (never lowered by a spend), spent, and the difference. */
export const ZPointsBalance = z.object({ earned: points, spent: points, balance: points });
export type TPointsBalance = z.infer<typeof ZPointsBalance>;

export const ZReward = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number().int().positive(),
  createdAt: isoTime,
  timesRedeemed: points,
  lastRedeemedAt: isoTime.nullable(),
});
export type TReward = z.infer<typeof ZReward>;

/** One spend; title and price as they were when it was bought (the reward may have changed since). */
export const ZRedemption = z.object({
  id: z.string(),
  rewardId: z.string().nullable(),
  title: z.string(),
  price: z.number().int().positive(),
  redeemedAt: isoTime,
});
export type TRedemption = z.infer<typeof ZRedemption>;

/** `GET /api/rewards`: the balance, the person's rewards (oldest first) and the newest redemptions. */
export const ZRewardsResponse = ZPointsBalance.extend({
  rewards: z.array(ZReward),
  redemptions: z.array(ZRedemption),
});
export type TRewardsResponse = z.infer<typeof ZRewardsResponse>;

/** `POST /api/rewards/{id}/redeem` (no body; send an Idempotency-Key so a double tap spends once). */
export const ZRedeemResponse = ZPointsBalance.extend({ redemption: ZRedemption, reward: ZReward });
export type TRedeemResponse = z.infer<typeof ZRedeemResponse>;

export const REWARD_NOT_FOUND = 'Reward not found';
export const TOO_MANY_REWARDS = `You can keep at most ${REWARDS_PER_USER_MAX} rewards. Delete one to add another.`;

/** 409 when the balance is short: 'You need 40 more points for this reward.' */
export const notEnoughPointsMessage = (missing: number): string =>
  `You need ${counted(missing, noun('more point', 'more points'))} for this reward.`;

/** How many points are missing to buy at `price` with `balance`; 0 when it is affordable. */
export const pointsShort = (balance: number, price: number): number => Math.max(0, price - balance);

/** 409 on an undo whose points are already spent: the balance never goes below zero. */
export const UNDO_POINTS_ALREADY_SPENT =
  'These points were already spent on a reward, so this cannot be undone.';
