import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export type MeditationSessionRow = {
  id: string;
  meditation_id: string;
  duration_minutes: number;
  started_at: Date;
  created_at: Date;
};

const COLUMNS = ['id', 'meditation_id', 'duration_minutes', 'started_at', 'created_at'];

export async function listSessions(db: Db, userId: string): Promise<MeditationSessionRow[]> {
  return db('meditation_sessions')
    .select(COLUMNS)
    .where({ user_id: userId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
}

export async function insertSession(
  trx: Knex.Transaction,
  session: { userId: string; meditationId: string; minutes: number; startedAt: Date; at: Date },
): Promise<MeditationSessionRow> {
  const [row] = (await trx('meditation_sessions')
    .insert({
      user_id: session.userId,
      meditation_id: session.meditationId,
      duration_minutes: session.minutes,
      started_at: session.startedAt,
      created_at: session.at,
    })
    .returning(COLUMNS)) as MeditationSessionRow[];
  if (!row) throw new Error('insert into meditation_sessions returned no row');
  return row;
}
