import type {
  TAuthResponse,
  TSigninRequest,
  TSignupRequest,
  TUser,
} from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { isUniqueViolation } from '../../db/postgres-errors';
import type { AuthThrottle } from './auth-throttle';
import type { PasswordHasher } from './password-hasher';
import { createSessionToken, hashSessionToken } from './session-token';
import { sessionExpiry, shouldRecordUse } from './session-rules';
import {
  findActiveSessionUser,
  insertSession,
  recordSessionUse,
  revokeSession,
} from './sessions-repository';
import { toUserView, trialEndFrom, type UserRow } from './user-view';
import { findUserByEmail, insertUser } from './users-repository';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export type AuthServiceDeps = {
  knex: Knex;
  hasher: PasswordHasher;
  throttle: AuthThrottle;
  now: () => Date;
  trialDays: number;
  sessionTtlDays: number;
  adminEmails: readonly string[];
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { knex, hasher, throttle, now } = deps;
  const view = (row: UserRow, at: Date) =>
    toUserView(row, { now: at, adminEmails: deps.adminEmails });
  const emailTaken = () => new HttpError(409, EMAIL_TAKEN_MESSAGE, { field: 'email' });

  async function startSession(db: Knex | Knex.Transaction, userId: string, at: Date) {
    const token = createSessionToken();
    await insertSession(db, {
      userId,
      tokenHash: hashSessionToken(token),
      createdAt: at,
      expiresAt: sessionExpiry(at, deps.sessionTtlDays),
    });
    return token;
  }

  return {
    async signup(input: TSignupRequest, address: string): Promise<TAuthResponse> {
      await throttle.countSignup(address);
      if (await findUserByEmail(knex, input.email)) throw emailTaken();

      const passwordHash = await hasher.hash(input.password);
      const at = now();
      try {
        return await knex.transaction(async (trx) => {
          const user = await insertUser(trx, {
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            trialEndDate: trialEndFrom(at, deps.trialDays),
            timeZone: input.timeZone ?? null,
          });
          return { token: await startSession(trx, user.id, at), user: view(user, at) };
        });
      } catch (error) {
        // Two sign-ups with the same email at once: the index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async signin(input: TSigninRequest, address: string): Promise<TAuthResponse> {
      const attempt = await throttle.beginSignin(input.email, address);
      const user = await findUserByEmail(knex, input.email);
      // Unknown emails cost the same argon2 work, so timing does not reveal accounts.
      const isValid = user
        ? await hasher.verify(user.password_hash, input.password)
        : await hasher.verifyNothing(input.password);
      if (!user || !isValid) {
        await attempt.failed();
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      await attempt.succeeded();
      const at = now();
      return { token: await startSession(knex, user.id, at), user: view(user, at) };
    },

    /** The signed-in user for a bearer token, or null for an unknown, expired or revoked one. */
    async userForToken(token: string): Promise<TUser | null> {
      const at = now();
      const row = await findActiveSessionUser(knex, hashSessionToken(token), at);
      if (!row) return null;
      if (shouldRecordUse(row.session_last_used_at, at))
        await recordSessionUse(knex, row.session_id, at);
      return view(row, at);
    },

    async logout(token: string): Promise<void> {
      await revokeSession(knex, hashSessionToken(token), now());
    },
  };
}
