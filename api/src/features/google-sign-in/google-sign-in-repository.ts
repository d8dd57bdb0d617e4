import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

export type PendingFlow = { codeVerifier: string; nonce: string };

/** Keeps an authorization request's PKCE verifier and nonce under the hash of its state. */
export async function insertFlow(
  db: Db,
  flow: PendingFlow & { stateHash: string; expiresAt: Date },
  at: Date,
): Promise<void> {
  await db('google_sign_in_flows').insert({
    state_hash: flow.stateHash,
    code_verifier: flow.codeVerifier,
    nonce: flow.nonce,
    expires_at: flow.expiresAt,
  });
  // Abandoned flows (the person closed Google's page) are swept as new ones start.
  await db('google_sign_in_flows').where('expires_at', '<', at).delete();
}

/** The flow of a state, removed as it is read: a state works once, before it expires. */
export async function takeFlow(db: Db, stateHash: string, at: Date): Promise<PendingFlow | null> {
  const [row] = await db('google_sign_in_flows')
    .where({ state_hash: stateHash })
    .delete()
    .returning<{ code_verifier: string; nonce: string; expires_at: Date }[]>([
      'code_verifier',
      'nonce',
      'expires_at',
    ]);
  if (!row || row.expires_at <= at) return null;
  return { codeVerifier: row.code_verifier, nonce: row.nonce };
}

export async function insertSessionCode(
  db: Db,
  code: { codeHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db('google_session_codes').insert({
    code_hash: code.codeHash,
    user_id: code.userId,
    expires_at: code.expiresAt,
  });
}

/** The user of a one-time session code, removed as it is read; null when unknown or expired. */
export async function takeSessionCode(db: Db, codeHash: string, at: Date): Promise<string | null> {
  const [row] = await db('google_session_codes')
    .where({ code_hash: codeHash })
    .delete()
    .returning<{ user_id: string; expires_at: Date }[]>(['user_id', 'expires_at']);
  if (!row || row.expires_at <= at) return null;
  return row.user_id;
}
