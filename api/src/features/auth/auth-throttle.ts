import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { type AuthLimits, blockSecondsFor, tooManyAttempts } from './auth-limits';

// Counters live in our own database (table rate_limits), so they hold across
// restarts and work the same on PostgreSQL and PGlite. Never call these inside
// a knex transaction: on PGlite the pool has one connection.
const TABLE = 'rate_limits';
const UNLIMITED = 1_000_000_000;

export type SigninAttempt = {
  succeeded: () => Promise<void>;
  failed: () => Promise<void>;
};

export type AuthThrottle = {
  /** Reserves one sign-in attempt for this email and address; throws 429 while blocked. */
  beginSignin: (email: string, address: string) => Promise<SigninAttempt>;
  /** Counts one sign-up from this address; throws 429 over the limit. */
  countSignup: (address: string) => Promise<void>;
};

export function createAuthThrottle(knex: Knex, limits: AuthLimits): AuthThrottle {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({
      storeClient: knex,
      storeType: 'knex',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration,
    });

  const accountFailures = limiter(
    'signin-account',
    limits.signinFailuresPerAccount,
    limits.signinFailureMemorySeconds,
  );
  const accountBlocks = limiter('signin-blocks', UNLIMITED, limits.signinFailureMemorySeconds);
  const emailFailures = limiter(
    'signin-email',
    limits.signinFailuresPerEmail,
    limits.signinEmailWindowSeconds,
  );
  const emailBlocks = limiter('signin-email-blocks', UNLIMITED, limits.signinFailureMemorySeconds);
  const addressFailures = limiter(
    'signin-address',
    limits.signinFailuresPerAddress,
    limits.signinAddressWindowSeconds,
  );
  const addressSignups = limiter(
    'signup-address',
    limits.signupsPerAddress,
    limits.signupAddressWindowSeconds,
  );

  return {
    async beginSignin(email, address) {
      const emailKey = email.trim().toLowerCase();
      const accountKey = `${emailKey}|${address}`;

      const addressState = await addressFailures.get(address);
      if (addressState && addressState.consumedPoints >= limits.signinFailuresPerAddress) {
        throw tooManyAttempts('sign-in', addressState.msBeforeNext);
      }
      // Looked at first, so an attempt refused for the email alone does not
      // also count against this address's own allowance.
      const emailState = await emailFailures.get(emailKey);
      if (emailState && emailState.consumedPoints >= limits.signinFailuresPerEmail) {
        throw tooManyAttempts('sign-in', emailState.msBeforeNext);
      }
      // Consumed before the password is checked, so parallel guesses cannot
      // slip past the counts; a success clears them.
      const account = await consumeOrThrow(accountFailures, accountKey, 'sign-in');
      const overEmail = await consumeOrThrow(emailFailures, emailKey, 'sign-in');

      return {
        async succeeded() {
          await accountFailures.delete(accountKey);
          await accountBlocks.delete(accountKey);
          await emailFailures.delete(emailKey);
          await emailBlocks.delete(emailKey);
        },
        async failed() {
          await addressFailures.consume(address).catch(ignoreRejection);
          if (overEmail.consumedPoints >= limits.signinFailuresPerEmail) {
            const blocks = await emailBlocks.consume(emailKey);
            await emailFailures.block(emailKey, blockSecondsFor(blocks.consumedPoints, limits));
          }
          if (account.consumedPoints < limits.signinFailuresPerAccount) return;
          const blocks = await accountBlocks.consume(accountKey);
          await accountFailures.block(accountKey, blockSecondsFor(blocks.consumedPoints, limits));
        },
      };
    },

    async countSignup(address) {
      await consumeOrThrow(addressSignups, address, 'sign-up');
    },
  };
}

async function consumeOrThrow(
  limiter: RateLimiterPostgres,
  key: string,
  action: 'sign-in' | 'sign-up',
): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyAttempts(action, rejection.msBeforeNext);
    throw rejection;
  }
}

// Over the address limit already: the count only needs to stay high.
function ignoreRejection(rejection: unknown): void {
  if (!(rejection instanceof RateLimiterRes)) throw rejection;
}
