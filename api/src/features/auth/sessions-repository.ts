import type { Knex } from 'knex';
import type { UserRow } from './user-view';

type Db = Knex | Knex.Transaction;

export type SessionUserRow = UserRow & {
  session_id: string;
  session_last_used_at: Date | null;
  /** This session's own idle limit ('Remember me'), or null for the configured one. */
  session_idle_days: number | null;
};

export async function insertSession(
  db: Db,
  session: {
    userId: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    idleDays?: number | null;
  },
): Promise<void> {
  await db('sessions').insert({
    user_id: session.userId,
    token_hash: session.tokenHash,
    created_at: session.createdAt,
    expires_at: session.expiresAt,
    last_used_at: session.createdAt,
    idle_days: session.idleDays ?? null,
  });
}

/** The user of a session that is neither revoked nor expired at `now` (idleness is the caller's rule). */
export async function findLiveSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SessionUserRow | undefined> {
  return db('sessions')
    .join('users', 'users.id', 'sessions.user_id')
    .where('sessions.token_hash', tokenHash)
    .whereNull('sessions.revoked_at')
    .where('sessions.expires_at', '>', now)
    .first<SessionUserRow | undefined>(
      'users.*',
      'sessions.id as session_id',
      'sessions.last_used_at as session_last_used_at',
      'sessions.idle_days as session_idle_days',
    );
}

export async function recordSessionUse(db: Db, sessionId: string, now: Date): Promise<void> {
  await db('sessions').where('id', sessionId).update({ last_used_at: now });
}

/** Ends a session for good; returns how many live sessions it ended (0 or 1). */
export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<number> {
  return db('sessions')
    .where('token_hash', tokenHash)
    .whereNull('revoked_at')
    .update({ revoked_at: now });
}

export async function revokeSessionById(db: Db, sessionId: string, now: Date): Promise<void> {
  await db('sessions').where('id', sessionId).whereNull('revoked_at').update({ revoked_at: now });
}

/**
 * Ends every live session of a user, except the one with `keepTokenHash` when
 * given; returns how many it ended.
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  { keepTokenHash }: { keepTokenHash?: string } = {},
): Promise<number> {
  const query = db('sessions').where('user_id', userId).whereNull('revoked_at');
  if (keepTokenHash) query.whereNot('token_hash', keepTokenHash);
  return query.update({ revoked_at: now });
}
