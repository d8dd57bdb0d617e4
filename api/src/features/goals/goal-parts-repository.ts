import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

// What a goal's progress is made of besides its own row: its milestones and
// the completions of the daily tasks made for it.

export type MilestoneRow = {
  id: string;
  goal_id: string;
  title: string;
  done: boolean;
  position: number;
  done_at: Date | null;
};

const MILESTONE_COLUMNS = ['id', 'goal_id', 'title', 'done', 'position', 'done_at'];

/** The milestones of the given goals of the user, in their order. */
export async function listMilestones(
  db: Db,
  userId: string,
  goalIds?: readonly string[],
): Promise<MilestoneRow[]> {
  return (await db('goal_milestones')
    .select(MILESTONE_COLUMNS)
    .where({ user_id: userId })
    .modify((query) => {
      if (goalIds) void query.whereIn('goal_id', goalIds);
    })
    .orderBy([{ column: 'goal_id' }, { column: 'position' }])) as MilestoneRow[];
}

export async function findMilestone(
  db: Db,
  goalId: string,
  id: string,
): Promise<MilestoneRow | undefined> {
  return (await db('goal_milestones')
    .select(MILESTONE_COLUMNS)
    .where({ goal_id: goalId, id })
    .first()) as MilestoneRow | undefined;
}

export async function countMilestones(db: Db, goalId: string): Promise<number> {
  const [row] = (await db('goal_milestones').count('* as count').where({ goal_id: goalId })) as {
    count: string;
  }[];
  return Number(row?.count ?? 0);
}

/** Adds a milestone last. Call with the goal locked, so two adds never take one position. */
export async function insertMilestone(
  trx: Knex.Transaction,
  userId: string,
  goalId: string,
  title: string,
  at: Date,
): Promise<void> {
  const [row] = (await trx('goal_milestones')
    .max('position as last')
    .where({ goal_id: goalId })) as { last: number | null }[];
  const position = row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  await trx('goal_milestones').insert({
    user_id: userId,
    goal_id: goalId,
    title,
    position,
    created_at: at,
  });
}

export async function updateMilestone(
  trx: Knex.Transaction,
  id: string,
  changes: Partial<Pick<MilestoneRow, 'title' | 'done' | 'done_at'>>,
): Promise<void> {
  await trx('goal_milestones').where({ id }).update(changes);
}

export async function deleteMilestone(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('goal_milestones').where({ id }).del();
}

/** Completions of daily tasks made for each of the user's goals, by goal id. */
export async function countTaskCompletions(
  db: Db,
  userId: string,
  goalIds?: readonly string[],
): Promise<Map<string, number>> {
  const rows = (await db('task_completions')
    .select('goal_id')
    .count('* as count')
    .where({ user_id: userId })
    .whereNotNull('goal_id')
    .modify((query) => {
      if (goalIds) void query.whereIn('goal_id', goalIds);
    })
    .groupBy('goal_id')) as { goal_id: string; count: string }[];
  return new Map(rows.map((row) => [row.goal_id, Number(row.count)]));
}
