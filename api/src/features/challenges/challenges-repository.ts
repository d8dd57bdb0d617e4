import type { TChallengeStatus } from '@manifest/contracts/challenges';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export type ChallengeHistoryRow = {
  challenge_id: number;
  status: TChallengeStatus;
  reflection: string | null;
  created_at: Date;
  completed_at: Date | null;
};

const COLUMNS = ['challenge_id', 'status', 'reflection', 'created_at', 'completed_at'];

export async function listHistory(db: Db, userId: string): Promise<ChallengeHistoryRow[]> {
  return db('challenge_history')
    .select(COLUMNS)
    .where({ user_id: userId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'challenge_id' }]);
}

/** The new 'accepted' entry, or undefined when the user already has one for the challenge. */
export async function insertAccepted(
  trx: Knex.Transaction,
  userId: string,
  challengeId: number,
  at: Date,
): Promise<ChallengeHistoryRow | undefined> {
  const [row] = (await trx('challenge_history')
    .insert({ user_id: userId, challenge_id: challengeId, status: 'accepted', created_at: at })
    .onConflict(['user_id', 'challenge_id'])
    .ignore()
    .returning(COLUMNS)) as ChallengeHistoryRow[];
  return row;
}

/**
 * Marks the challenge completed, starting it in the same step if needed.
 * Undefined when it was already completed (a repeat, or a racing request).
 */
export async function markCompleted(
  trx: Knex.Transaction,
  userId: string,
  challengeId: number,
  reflection: string | null,
  at: Date,
): Promise<ChallengeHistoryRow | undefined> {
  const result = await trx.raw<{ rows: ChallengeHistoryRow[] }>(
    `insert into challenge_history (user_id, challenge_id, status, reflection, created_at, completed_at)
     values (?, ?, 'completed', ?, ?, ?)
     on conflict (user_id, challenge_id) do update
       set status = 'completed', reflection = excluded.reflection, completed_at = excluded.completed_at
       where challenge_history.status <> 'completed'
     returning ${COLUMNS.join(', ')}`,
    [userId, challengeId, reflection, at, at],
  );
  return result.rows[0];
}

export async function clearHistory(db: Db, userId: string): Promise<number> {
  return db('challenge_history').where({ user_id: userId }).del();
}
