import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import {
  type AuthLimits,
  type ThrottledAction,
  blockSecondsFor,
  signinDelayMs,
  tooManyAttempts,
} from './auth-limits';

// Counters live in our own database (table rate_limits), so they hold across
// restarts and API processes, and work the same on PostgreSQL and PGlite.
// Never call these inside a knex transaction: on PGlite the pool has one connection.
const TABLE = 'rate_limits';
const UNLIMITED = 1_000_000_000;

export type SigninFailure = {
  /** Failures for this email in the current window, this one included. */
  emailFailures: number;
  emailWindowSeconds: number;
  /**
   * True for exactly one failure per window, over every API process: the first
   * that reaches the per-email threshold. Then the owner is told.
   */
  shouldWarnOwner: boolean;
};

export type SigninAttempt = {
  /** Wait this long before checking the password: the per-email slow-down (0 for a known device). */
  delayMs: number;
  succeeded: () => Promise<void>;
  failed: () => Promise<SigninFailure>;
};

export type PasswordCheck = { succeeded: () => Promise<void> };

export type AuthThrottle = {
  /**
   * Reserves one sign-in attempt for this (normalised) email and address.
   * `knownDevice` names a device the account knows (user id and device hash):
   * such an attempt is never refused nor slowed, until the device has sent
   * too many wrong passwords; then, and for any other device, the per-address
   * and per-address+email limits answer 429.
   */
  beginSignin: (attempt: {
    email: string;
    address: string;
    knownDevice?: string;
  }) => Promise<SigninAttempt>;
  /** Counts one sign-up from this address; throws 429 over the limit. */
  countSignup: (address: string) => Promise<void>;
  /**
   * Reserves one check of a signed-in user's password (changing it, deleting the
   * account: one count for both); throws 429 over the limit, naming the action.
   */
  beginPasswordCheck: (userId: string, action?: ThrottledAction) => Promise<PasswordCheck>;
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
  // Only counts: past the threshold answers are slowed down, never refused.
  const emailFailures = limiter('signin-email', UNLIMITED, limits.signinEmailWindowSeconds);
  // One point per window: whoever takes it sends the owner's warning.
  const ownerWarnings = limiter('signin-email-warned', 1, limits.signinEmailWindowSeconds);
  const addressFailures = limiter(
    'signin-address',
    limits.signinFailuresPerAddress,
    limits.signinAddressWindowSeconds,
  );
  const deviceFailures = limiter(
    'signin-device',
    limits.signinFailuresPerKnownDevice,
    limits.signinKnownDeviceWindowSeconds,
  );
  const addressSignups = limiter(
    'signup-address',
    limits.signupsPerAddress,
    limits.signupAddressWindowSeconds,
  );
  const passwordChecks = limiter(
    'password-change',
    limits.passwordChangeFailuresPerUser,
    limits.passwordChangeWindowSeconds,
  );

  const isUnder = (state: RateLimiterRes | null, limit: number) =>
    !state || state.consumedPoints < limit;

  const claimOwnerWarning = (email: string) =>
    ownerWarnings.consume(email).then(
      () => true,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      },
    );

  /**
   * Counts a failure everywhere it counts, whatever kind of device sent it.
   * `account` is the per-address+email count when it was taken up front.
   */
  async function recordFailure(
    email: string,
    address: string,
    accountKey: string,
    account?: RateLimiterRes,
  ): Promise<SigninFailure> {
    await addressFailures.penalty(address);
    const { consumedPoints: accountFailureCount } =
      account ?? (await accountFailures.penalty(accountKey));
    if (accountFailureCount >= limits.signinFailuresPerAccount) {
      const blocks = await accountBlocks.consume(accountKey);
      await accountFailures.block(accountKey, blockSecondsFor(blocks.consumedPoints, limits));
    }
    const { consumedPoints } = await emailFailures.penalty(email);
    // The warning is claimed for every email, with or without an account, so
    // both cost the same work; the caller mails only a real owner.
    const shouldWarnOwner =
      consumedPoints >= limits.signinFailuresPerEmail && (await claimOwnerWarning(email));
    return {
      emailFailures: consumedPoints,
      emailWindowSeconds: limits.signinEmailWindowSeconds,
      shouldWarnOwner,
    };
  }

  // After a success the email's count stays: those failures came from
  // elsewhere, and clearing them at each of the owner's sign-ins would hand an
  // attacker a fresh, unslowed allowance every time.
  async function clearAfterSuccess(accountKey: string, knownDevice: string | undefined) {
    await accountFailures.delete(accountKey);
    await accountBlocks.delete(accountKey);
    if (knownDevice) await deviceFailures.delete(knownDevice);
  }

  return {
    async beginSignin({ email, address, knownDevice }) {
      const accountKey = `${email}|${address}`;

      if (knownDevice) {
        // Counted up front (one atomic upsert), so a burst of parallel guesses
        // from a stolen device id gets no more than the allowance; a success
        // clears the count, so in effect only wrong passwords use it up.
        const device = await deviceFailures.penalty(knownDevice);
        if (device.consumedPoints <= limits.signinFailuresPerKnownDevice) {
          return {
            delayMs: 0,
            // Only the device's own count: the owner getting in says nothing
            // about whoever else guesses from this address.
            succeeded: () => deviceFailures.delete(knownDevice).then(() => undefined),
            failed: () => recordFailure(email, address, accountKey),
          };
        }
      }

      const addressState = await addressFailures.get(address);
      if (!isUnder(addressState, limits.signinFailuresPerAddress)) {
        throw tooManyAttempts('sign-in', addressState?.msBeforeNext ?? 0);
      }
      // Consumed before the password is checked, so parallel guesses cannot
      // slip past the count; a success clears it, a failure is not counted twice.
      const account = await consumeOrThrow(accountFailures, accountKey, 'sign-in');
      const emailState = await emailFailures.get(email);

      return {
        delayMs: signinDelayMs(emailState?.consumedPoints ?? 0, limits),
        succeeded: () => clearAfterSuccess(accountKey, knownDevice),
        failed: () => recordFailure(email, address, accountKey, account),
      };
    },

    async countSignup(address) {
      await consumeOrThrow(addressSignups, address, 'sign-up');
    },

    async beginPasswordCheck(userId, action = 'password change') {
      // Consumed up front for the same reason as sign-in; a right password clears it.
      await consumeOrThrow(passwordChecks, userId, action);
      return { succeeded: () => passwordChecks.delete(userId).then(() => undefined) };
    },
  };
}

async function consumeOrThrow(
  limiter: RateLimiterPostgres,
  key: string,
  action: ThrottledAction,
): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyAttempts(action, rejection.msBeforeNext);
    throw rejection;
  }
}
