import type { Knex } from 'knex';
import { revokeUserSessions } from '../auth/sessions-repository';

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

/**
 * Google proved an address nobody had proven: the account becomes the Google
 * owner's. Links the subject and marks the address verified; removes the
 * password and ends every session and known device, so whoever registered the
 * address first keeps no key. False when a parallel request linked or verified
 * it first: then nothing changes here.
 */
export async function claimUnprovenAccount(
  trx: Knex.Transaction,
  claim: { userId: string; googleSub: string; at: Date },
): Promise<boolean> {
  const claimed = await trx('users')
    .where({ id: claim.userId })
    .whereNull('google_sub')
    .whereNull('email_verified_at')
    .update({
      google_sub: claim.googleSub,
      email_verified_at: claim.at,
      password_hash: null,
      updated_at: claim.at,
    });
  if (claimed === 0) return false;
  await revokeUserSessions(trx, claim.userId, claim.at);
  await trx('known_devices').where({ user_id: claim.userId }).delete();
  return true;
}

/** Links Google to an account whose address was proven; false when one is linked already. */
export async function linkProvenAccount(
  db: Db,
  link: { userId: string; googleSub: string },
): Promise<boolean> {
  const linked = await db('users')
    .where({ id: link.userId })
    .whereNull('google_sub')
    .whereNotNull('email_verified_at')
    .update({ google_sub: link.googleSub });
  return linked > 0;
}
