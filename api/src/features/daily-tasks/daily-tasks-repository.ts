import type { TTaskCategory, TTaskDifficulty } from '@manifest/contracts/daily-tasks';
import type { Knex } from 'knex';
import type { LocalDay } from '../../domain/time-zones';

type Db = Knex | Knex.Transaction;

export type CustomTaskRow = {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  category: TTaskCategory;
  duration: number;
  difficulty: TTaskDifficulty;
  points: number;
  /** The goal it counts toward (issue 38), and that goal's title when read with it. */
  goal_id: string | null;
  goal_title?: string | null;
  created_at: Date;
};

export type CompletionRow = { task_id: string; completed_at: Date };

export type NewCustomTask = Pick<
  CustomTaskRow,
  'title' | 'description' | 'category' | 'duration' | 'difficulty' | 'points'
> &
  Partial<Pick<CustomTaskRow, 'goal_id'>>;

export type NewCompletion = {
  userId: string;
  taskId: string;
  isCustom: boolean;
  localDay: LocalDay;
  reflection: string | null;
  completedAt: Date;
  /** The goal the task counts toward now; the completion keeps it (goal progress counts these). */
  goalId?: string | null;
};

export async function listCustomTasks(db: Db, userId: string): Promise<CustomTaskRow[]> {
  return db('custom_daily_tasks as task')
    .select('task.*', 'goal.title as goal_title')
    .leftJoin('goals as goal', 'goal.id', 'task.goal_id')
    .where({ 'task.user_id': userId })
    .orderBy([{ column: 'task.created_at' }, { column: 'task.id' }]);
}

/** The title of the user's goal, or undefined when they have no such goal. */
export async function findOwnGoalTitle(
  db: Db,
  userId: string,
  goalId: string,
): Promise<string | undefined> {
  const row = (await db('goals').select('title').where({ id: goalId, user_id: userId }).first()) as
    { title: string } | undefined;
  return row?.title;
}

export async function findCustomTask(
  db: Db,
  userId: string,
  taskId: string,
): Promise<CustomTaskRow | undefined> {
  return db('custom_daily_tasks as task')
    .select('task.*', 'goal.title as goal_title')
    .leftJoin('goals as goal', 'goal.id', 'task.goal_id')
    .where({ 'task.id': taskId, 'task.user_id': userId })
    .first();
}

export async function insertCustomTask(
  db: Db,
  userId: string,
  task: NewCustomTask,
  createdAt: Date,
): Promise<CustomTaskRow> {
  const [row] = await db<CustomTaskRow>('custom_daily_tasks')
    .insert({ ...task, user_id: userId, created_at: createdAt })
    .returning('*');
  if (!row) throw new Error('insert into custom_daily_tasks returned no row');
  return row;
}

export async function completionsOn(
  db: Db,
  userId: string,
  localDay: LocalDay,
): Promise<CompletionRow[]> {
  return db('task_completions')
    .select('task_id', 'completed_at')
    .where({ user_id: userId, local_day: localDay });
}

/** The new completion's id, or null when the task was already completed that day. */
export async function insertCompletion(
  trx: Knex.Transaction,
  completion: NewCompletion,
): Promise<string | null> {
  const rows = (await trx('task_completions')
    .insert({
      user_id: completion.userId,
      task_id: completion.taskId,
      is_custom: completion.isCustom,
      local_day: completion.localDay,
      reflection: completion.reflection,
      points_awarded: 0,
      completed_at: completion.completedAt,
      goal_id: completion.goalId ?? null,
    })
    .onConflict(['user_id', 'task_id', 'local_day'])
    .ignore()
    .returning('id')) as { id: string }[];
  return rows[0]?.id ?? null;
}

export async function countCustomCompletions(
  trx: Knex.Transaction,
  userId: string,
  localDay: LocalDay,
): Promise<number> {
  const [row] = (await trx('task_completions')
    .count('* as count')
    .where({ user_id: userId, local_day: localDay, is_custom: true })) as { count: string }[];
  return Number(row?.count ?? 0);
}

export async function setCompletionPoints(
  trx: Knex.Transaction,
  completionId: string,
  points: number,
): Promise<void> {
  await trx('task_completions').where({ id: completionId }).update({ points_awarded: points });
}

/**
 * Serialises one user's custom-task completions so the daily custom cap holds
 * under concurrency (a count alone would let racing requests all pay).
 */
export async function lockCustomTaskPayouts(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
    `custom-task-payout:${userId}`,
  ]);
}

/** Deletes the task's completion of that day; false when there was none (never, or undone). */
export async function deleteCompletion(
  trx: Knex.Transaction,
  userId: string,
  taskId: string,
  localDay: LocalDay,
): Promise<boolean> {
  const rows = (await trx('task_completions')
    .where({ user_id: userId, task_id: taskId, local_day: localDay })
    .delete()
    .returning('id')) as { id: string }[];
  return rows.length > 0;
}
