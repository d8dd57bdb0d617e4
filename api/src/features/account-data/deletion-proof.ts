import {
  DELETE_NEEDS_RECENT_SIGNIN,
  DELETE_PASSWORD_MISSING,
  DELETE_PASSWORD_WRONG,
  DELETE_RECENT_SIGNIN_MINUTES,
} from '@manifest/contracts/account-data';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import type { AuthThrottle } from '../auth/auth-throttle';
import type { PasswordHasher } from '../auth/password-hasher';
import { hashSessionToken } from '../auth/session-token';
import type { UserRow } from '../auth/user-view';

/** A session begun this recently proves the person just signed in (Google, or a reset link). */
export function isRecentSignin(signedInAt: Date, now: Date): boolean {
  return now.getTime() - signedInAt.getTime() <= DELETE_RECENT_SIGNIN_MINUTES * 60_000;
}

export type DeletionProofDeps = {
  knex: Knex;
  hasher: PasswordHasher;
  /** The per-user count of password checks that changing the password uses too. */
  throttle: Pick<AuthThrottle, 'beginPasswordCheck'>;
  now: () => Date;
};

export type DeletionProof = ReturnType<typeof createDeletionProof>;

/**
 * That the person deleting an account is its owner, not just someone holding a
 * session: the password when the account has one, checked under the same per-user
 * limit as a password change (so the form guesses no faster than that one); for an
 * account without a password, a sign-in within the last few minutes.
 */
export function createDeletionProof({ knex, hasher, throttle, now }: DeletionProofDeps) {
  async function sessionStartedAt(sessionToken: string): Promise<Date | undefined> {
    const row = (await knex('sessions')
      .where({ token_hash: hashSessionToken(sessionToken) })
      .first('created_at')) as { created_at: Date } | undefined;
    return row?.created_at;
  }

  return {
    /** Throws a 400 naming the password, a 429, or a 403 asking for a new sign-in. */
    async check(user: UserRow, sessionToken: string, password: string | undefined): Promise<void> {
      if (user.password_hash === null) {
        const startedAt = await sessionStartedAt(sessionToken);
        if (!startedAt || !isRecentSignin(startedAt, now())) {
          throw new HttpError(403, DELETE_NEEDS_RECENT_SIGNIN);
        }
        return;
      }
      if (password === undefined) {
        throw new HttpError(400, DELETE_PASSWORD_MISSING, { field: 'password' });
      }
      const attempt = await throttle.beginPasswordCheck(user.id, 'account deletion');
      if (!(await hasher.verify(user.password_hash, password))) {
        throw new HttpError(400, DELETE_PASSWORD_WRONG, { field: 'password' });
      }
      await attempt.succeeded();
    },
  };
}
