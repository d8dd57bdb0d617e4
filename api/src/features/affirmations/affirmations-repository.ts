import type { Knex } from 'knex';
import type { LocalDay } from '../../domain/time-zones';

type Db = Knex | Knex.Transaction;

export async function completedIdsOn(
  db: Db,
  userId: string,
  localDay: LocalDay,
): Promise<number[]> {
  const rows = (await db('affirmation_completions')
    .select('affirmation_id')
    .where({ user_id: userId, local_day: localDay })
    .orderBy('affirmation_id')) as { affirmation_id: number }[];
  return rows.map((row) => row.affirmation_id);
}

/** False when the affirmation was already said that day (also for a racing request). */
export async function insertCompletion(
  trx: Knex.Transaction,
  completion: { userId: string; affirmationId: number; localDay: LocalDay; at: Date },
): Promise<boolean> {
  const rows = await trx('affirmation_completions')
    .insert({
      user_id: completion.userId,
      affirmation_id: completion.affirmationId,
      local_day: completion.localDay,
      completed_at: completion.at,
    })
    .onConflict(['user_id', 'local_day', 'affirmation_id'])
    .ignore()
    .returning('affirmation_id');
  return rows.length > 0;
}

/** Deletes the affirmation's "said" of that day; false when there was none (never, or undone). */
export async function deleteCompletion(
  trx: Knex.Transaction,
  completion: { userId: string; affirmationId: number; localDay: LocalDay },
): Promise<boolean> {
  const deleted = await trx('affirmation_completions')
    .where({
      user_id: completion.userId,
      affirmation_id: completion.affirmationId,
      local_day: completion.localDay,
    })
    .delete();
  return deleted > 0;
}
