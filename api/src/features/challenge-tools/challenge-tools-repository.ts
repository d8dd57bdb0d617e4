import type { TSaveChallengeToolsRequest } from '@manifest/contracts/challenge-tools';
import type { Knex } from 'knex';

export type ChallengeToolsRow = {
  notes: string | null;
  calculator: unknown;
  audit: unknown;
  fears: unknown;
  updated_at: Date;
};

const COLUMNS = ['notes', 'calculator', 'audit', 'fears', 'updated_at'];
const TABLE = 'challenge_tool_states';

export async function findTools(
  knex: Knex,
  userId: string,
  challengeId: number,
): Promise<ChallengeToolsRow | undefined> {
  return knex(TABLE)
    .select(COLUMNS)
    .where({ user_id: userId, challenge_id: challengeId })
    .first<ChallengeToolsRow | undefined>();
}

/** Inserts or updates only the parts given; the others keep their values. */
export async function saveTools(
  knex: Knex,
  userId: string,
  challengeId: number,
  parts: TSaveChallengeToolsRequest,
  at: Date,
): Promise<ChallengeToolsRow> {
  const columns: Record<string, unknown> = {};
  if (parts.notes !== undefined) columns.notes = parts.notes;
  // jsonb from text: the driver would otherwise send an array as a PostgreSQL array.
  for (const part of ['calculator', 'audit', 'fears'] as const) {
    if (parts[part] !== undefined) columns[part] = JSON.stringify(parts[part]);
  }
  const [row] = (await knex(TABLE)
    .insert({ user_id: userId, challenge_id: challengeId, ...columns, updated_at: at })
    .onConflict(['user_id', 'challenge_id'])
    .merge([...Object.keys(columns), 'updated_at'])
    .returning(COLUMNS)) as ChallengeToolsRow[];
  if (!row) throw new Error('Saving challenge tools returned no row');
  return row;
}
