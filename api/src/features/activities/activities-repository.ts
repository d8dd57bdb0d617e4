import type { TActivity, TActivityType } from '@manifest/contracts/activities';
import type { Knex } from 'knex';

type ActivityRow = {
  id: string;
  type: TActivity['type'];
  action: TActivity['action'];
  title: string;
  description: string | null;
  points: number;
  metadata: TActivity['metadata'] | null;
  completed_at: Date;
  created_at: Date;
};

const COLUMNS = [
  'id',
  'type',
  'action',
  'title',
  'description',
  'points',
  'metadata',
  'completed_at',
  'created_at',
];

export const toActivityView = (row: ActivityRow): TActivity => ({
  id: row.id,
  type: row.type,
  action: row.action,
  title: row.title,
  description: row.description,
  points: row.points,
  metadata: row.metadata ?? {},
  completedAt: row.completed_at.toISOString(),
  createdAt: row.created_at.toISOString(),
});

/** Newest first; served by the (user_id, [type,] completed_at desc) indexes. */
export async function listActivities(
  db: Knex | Knex.Transaction,
  userId: string,
  { limit, type }: { limit: number; type?: TActivityType | undefined },
): Promise<TActivity[]> {
  const query = db('activities').select(COLUMNS).where({ user_id: userId });
  if (type) query.andWhere({ type });
  const rows = (await query
    .orderBy([
      { column: 'completed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)) as ActivityRow[];
  return rows.map(toActivityView);
}

export async function findActivity(
  db: Knex | Knex.Transaction,
  userId: string,
  id: string,
): Promise<TActivity | null> {
  const row = (await db('activities').select(COLUMNS).where({ user_id: userId, id }).first()) as
    ActivityRow | undefined;
  return row ? toActivityView(row) : null;
}
