import type { Knex } from 'knex';

const countRows = async (knex: Knex, tables: string[], userId?: string) => {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const query = knex(table).count({ n: '*' });
    if (userId) query.where({ user_id: userId });
    const [row] = (await query) as { n: string }[];
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
};

/** Rows (of a user, or of everyone) in the practice tables and the points tables they pay through. */
export const practiceRowCounts = (knex: Knex, userId?: string) =>
  countRows(
    knex,
    [
      'custom_daily_tasks',
      'task_completions',
      'vision_board_items',
      'goals',
      'challenge_history',
      'meditation_sessions',
      'affirmation_completions',
      'points_ledger',
      'activities',
    ],
    userId,
  );

/** Rows a user owns in every table the points code writes. */
export const pointsRowCounts = (knex: Knex, userId: string) =>
  countRows(
    knex,
    [
      'activities',
      'points_ledger',
      'activity_days',
      'user_progress',
      'user_badges',
      'progress_marks',
    ],
    userId,
  );

export async function ledgerOf(knex: Knex, userId: string) {
  return knex('points_ledger')
    .select('source_key', 'points')
    .where({ user_id: userId })
    .orderBy('source_key');
}

export async function activitiesOf(knex: Knex, userId: string) {
  return knex('activities')
    .select('type', 'action', 'title', 'points')
    .where({ user_id: userId })
    .orderBy([{ column: 'completed_at' }, { column: 'id' }]);
}
