import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** Stores a new link (only its token's hash). */
export async function insertResetLink(
  db: Db,
  link: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db('password_resets').insert({
    token_hash: link.tokenHash,
    user_id: link.userId,
    created_at: link.createdAt,
    expires_at: link.expiresAt,
  });
}

const liveLink = (db: Db, tokenHash: string, at: Date) =>
  db('password_resets')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', at);

/** The user of a link that is unused and unexpired, or undefined. */
export async function findLiveResetLinkUser(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  const row = (await liveLink(db, tokenHash, at).first('user_id')) as
    { user_id: string } | undefined;
  return row?.user_id;
}

/** Marks a live link used, atomically: of two requests with one link, only one gets its user. */
export async function claimResetLink(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  const [claimed] = (await liveLink(db, tokenHash, at)
    .update({ used_at: at })
    .returning('user_id')) as { user_id: string }[];
  return claimed?.user_id;
}

/** Ends every link of the user not used yet (marked used now): after a new password none may work. */
export async function endUnusedResetLinks(db: Db, userId: string, at: Date): Promise<void> {
  await db('password_resets')
    .where({ user_id: userId })
    .whereNull('used_at')
    .update({ used_at: at });
}
