import type { Knex } from 'knex';
import type { LocalDay } from '../../domain/time-zones';
import type { GoalForToday } from './today-goal';

type Db = Knex | Knex.Transaction;

/** user_plans.plan as stored (parse it), or null without a row or a plan. */
export async function readStoredPlan(db: Db, userId: string): Promise<unknown> {
  const row = (await db('user_plans').select('plan').where({ user_id: userId }).first()) as
    { plan: unknown } | undefined;
  return row?.plan ?? null;
}

/** When a built-in affirmation was said on the day, or null. */
export async function affirmationSaidAt(
  db: Db,
  userId: string,
  localDay: LocalDay,
  affirmationId: number,
): Promise<Date | null> {
  const row = (await db('affirmation_completions')
    .select('completed_at')
    .where({ user_id: userId, local_day: localDay, affirmation_id: affirmationId })
    .first()) as { completed_at: Date } | undefined;
  return row?.completed_at ?? null;
}

/**
 * The times meditation sessions count for (their start, never after they were
 * recorded: the session service's rule), of sessions recorded since `since`, oldest first.
 */
export async function meditationTimesSince(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = (await db('meditation_sessions')
    .select(db.raw('least(started_at, created_at) as counted_at'))
    .where({ user_id: userId })
    .andWhere('created_at', '>=', since)
    .orderBy('counted_at')) as { counted_at: Date }[];
  return rows.map((row) => row.counted_at);
}

/** The person's goals, with what Today needs of them. */
export async function goalsForToday(db: Db, userId: string): Promise<GoalForToday[]> {
  return db('goals')
    .select(
      'id',
      'title',
      'category',
      'status',
      'progress',
      'completed_at',
      'created_at',
      'updated_at',
    )
    .where({ user_id: userId });
}
