import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export type RewardRow = {
  id: string;
  title: string;
  price: number;
  created_at: Date;
  times_redeemed: number;
  last_redeemed_at: Date | null;
};

export type RedemptionRow = {
  id: string;
  reward_id: string | null;
  title: string;
  price: number;
  redeemed_at: Date;
};

export type PointsTotals = { earned: number; spent: number };

const REWARD_COLUMNS = `r.id, r.title, r.price, r.created_at,
  (select count(*)::int from reward_redemptions x where x.reward_id = r.id) as times_redeemed,
  (select max(x.redeemed_at) from reward_redemptions x where x.reward_id = r.id) as last_redeemed_at`;

/** Earned (total_points) and spent; zeros for a user with no progress row yet. */
export async function readPointsTotals(db: Db, userId: string): Promise<PointsTotals> {
  const row = (await db('user_progress')
    .select('total_points', 'points_spent')
    .where({ user_id: userId })
    .first()) as { total_points: number; points_spent: number } | undefined;
  return { earned: row?.total_points ?? 0, spent: row?.points_spent ?? 0 };
}

/** The user's rewards, oldest first, each with how often and when last it was bought. */
export async function listRewards(db: Db, userId: string): Promise<RewardRow[]> {
  const result = await db.raw<{ rows: RewardRow[] }>(
    `select ${REWARD_COLUMNS} from rewards r where r.user_id = ? order by r.created_at, r.id`,
    [userId],
  );
  return result.rows;
}

export async function findReward(
  db: Db,
  userId: string,
  rewardId: string,
): Promise<RewardRow | undefined> {
  const result = await db.raw<{ rows: RewardRow[] }>(
    `select ${REWARD_COLUMNS} from rewards r where r.user_id = ? and r.id = ?`,
    [userId, rewardId],
  );
  return result.rows[0];
}

/** Locks the user's reward row until the transaction ends (a redeem reads its price once). */
export async function lockReward(
  trx: Knex.Transaction,
  userId: string,
  rewardId: string,
): Promise<{ id: string; title: string; price: number } | undefined> {
  return trx('rewards')
    .select('id', 'title', 'price')
    .where({ user_id: userId, id: rewardId })
    .forUpdate()
    .first();
}

export async function listRedemptions(
  db: Db,
  userId: string,
  limit: number,
): Promise<RedemptionRow[]> {
  return db('reward_redemptions')
    .select('id', 'reward_id', 'title', 'price', 'redeemed_at')
    .where({ user_id: userId })
    .orderBy([
      { column: 'redeemed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}

export async function countRewards(trx: Knex.Transaction, userId: string): Promise<number> {
  const [row] = (await trx('rewards').count('* as count').where({ user_id: userId })) as {
    count: string;
  }[];
  return Number(row?.count ?? 0);
}

/** Serialises one user's reward creations, so the per-user maximum holds under racing requests. */
export async function lockRewardCreation(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`rewards:${userId}`]);
}

export async function insertReward(
  trx: Knex.Transaction,
  userId: string,
  reward: { title: string; price: number },
  at: Date,
): Promise<string> {
  const [row] = (await trx('rewards')
    .insert({ user_id: userId, ...reward, created_at: at, updated_at: at })
    .returning('id')) as { id: string }[];
  if (!row) throw new Error('insert into rewards returned no row');
  return row.id;
}

/** False when the user has no such reward. */
export async function updateReward(
  db: Db,
  userId: string,
  rewardId: string,
  reward: { title: string; price: number },
  at: Date,
): Promise<boolean> {
  const updated = await db('rewards')
    .where({ user_id: userId, id: rewardId })
    .update({ ...reward, updated_at: at });
  return updated > 0;
}

/** False when the user has no such reward; its redemptions stay, as history. */
export async function deleteReward(db: Db, userId: string, rewardId: string): Promise<boolean> {
  return (await db('rewards').where({ user_id: userId, id: rewardId }).delete()) > 0;
}

/**
 * Records a purchase: the redemption, its ledger entry (kind 'spent', negative points)
 * and the user's points_spent, in one statement. The caller holds the user's progress
 * lock and has checked the balance; the database's check refuses an overspend anyway.
 */
export async function insertRedemption(
  trx: Knex.Transaction,
  redemption: {
    id: string;
    userId: string;
    rewardId: string;
    title: string;
    price: number;
    at: Date;
  },
): Promise<RedemptionRow> {
  const { id, userId, rewardId, title, price, at } = redemption;
  const result = await trx.raw<{ rows: RedemptionRow[] }>(
    `with redemption as (
       insert into reward_redemptions (id, user_id, reward_id, title, price, redeemed_at)
       values (?, ?, ?, ?, ?, ?)
       returning id, reward_id, title, price, redeemed_at
     ), entry as (
       insert into points_ledger (user_id, source_key, kind, points, description, earned_at)
       values (?, ?, 'spent', ?, ?, ?)
     ), spent as (
       update user_progress set points_spent = points_spent + ? where user_id = ?
     )
     select * from redemption`,
    [
      id,
      userId,
      rewardId,
      title,
      price,
      at,
      userId,
      `reward-redemption:${id}`,
      -price,
      `Reward: ${title}`,
      at,
      price,
      userId,
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error('insert into reward_redemptions returned no row');
  return row;
}
