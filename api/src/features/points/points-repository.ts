import type { Knex } from 'knex';

export type PointsEntryRow = { id: string; description: string; points: number; earned_at: Date };

export async function listPointsEntries(
  db: Knex,
  userId: string,
  limit: number,
): Promise<PointsEntryRow[]> {
  return (
    db('points_ledger')
      .select('id', 'description', 'points', 'earned_at')
      // What was earned: spends (kind 'spent', a reward bought) are listed with the rewards.
      .where({ user_id: userId, kind: 'earned' })
      .orderBy([
        { column: 'earned_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
  );
}
