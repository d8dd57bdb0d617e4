import type { Knex } from 'knex';

// The idempotency_keys table (migration 095). Times come from the database's
// clock, so every API process judges a claim's age the same way.

/** What a request with a key answered: replayed as it was to the same request sent again. */
export type StoredAnswer = { status: number; body: unknown };

export type KeyClaim =
  /** The key is this request's: run it, then keepAnswer or releaseKey. */
  | { kind: 'claimed' }
  | { kind: 'answered'; answer: StoredAnswer }
  /** Another request with the key has not answered yet. */
  | { kind: 'running' }
  /** The key was first sent with another method or path. */
  | { kind: 'other-request' };

/** A claim with no answer this long after it was made is taken for a process that died. */
const ABANDONED_AFTER_SECONDS = 60;
/** Keys are forgotten after this long; the offline queue gives up on an action after 48 hours. */
const KEPT_DAYS = 7;

type KeyRow = { fingerprint: string; status_code: number | null; response_body: unknown };

/**
 * Claims the key for a request by inserting its row first, so of two requests
 * with one key only one runs; otherwise says what the other request left.
 */
export async function claimKey(
  knex: Knex,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<KeyClaim> {
  // Twice at most: the row read may have been released since the insert met it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const inserted = await knex('idempotency_keys')
      .insert({ user_id: userId, key, fingerprint })
      .onConflict(['user_id', 'key'])
      .ignore()
      .returning('key');
    if (inserted.length > 0) {
      await forgetOldKeys(knex);
      return { kind: 'claimed' };
    }
    const row = (await knex('idempotency_keys')
      .select('fingerprint', 'status_code', 'response_body')
      .where({ user_id: userId, key })
      .first()) as KeyRow | undefined;
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
    if (row.status_code !== null) {
      return { kind: 'answered', answer: { status: row.status_code, body: row.response_body } };
    }
    return (await takeAbandonedClaim(knex, userId, key))
      ? { kind: 'claimed' }
      : { kind: 'running' };
  }
  return { kind: 'running' };
}

/** Stores the answer of a claimed key; from now on the key replays it. */
export async function keepAnswer(
  knex: Knex,
  userId: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await knex('idempotency_keys')
    .where({ user_id: userId, key })
    .update({
      status_code: answer.status,
      // jsonb from text: the driver would send an array as a PostgreSQL array.
      response_body: answer.body === undefined ? null : JSON.stringify(answer.body),
    });
}

/** Gives a claimed key up, so the request may run again when it is retried. */
export async function releaseKey(knex: Knex, userId: string, key: string): Promise<void> {
  await knex('idempotency_keys').where({ user_id: userId, key }).whereNull('status_code').delete();
}

/** One conditional update, so of two retries only one takes an abandoned claim over. */
async function takeAbandonedClaim(knex: Knex, userId: string, key: string): Promise<boolean> {
  const taken = await knex('idempotency_keys')
    .where({ user_id: userId, key })
    .whereNull('status_code')
    .andWhereRaw(`created_at < now() - ? * interval '1 second'`, [ABANDONED_AFTER_SECONDS])
    .update({ created_at: knex.fn.now() })
    .returning('key');
  return taken.length > 0;
}

/** Old keys are swept as new ones are claimed (an index on created_at keeps it cheap). */
async function forgetOldKeys(knex: Knex): Promise<void> {
  await knex('idempotency_keys')
    .whereRaw(`created_at < now() - ? * interval '1 day'`, [KEPT_DAYS])
    .delete();
}
