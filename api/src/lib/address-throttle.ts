import { counted, noun } from '@manifest/contracts/counted';
import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './http-error';

/** How many of something one address may do per window. Tests shrink them. */
export type AddressLimits = { perAddress: number; windowSeconds: number };

export type AddressThrottle = {
  /** Counts one use from this address; throws 429 over the limit. */
  count: (address: string) => Promise<void>;
  /** Counts one use and says whether it was within the limit, for a caller that must not refuse. */
  countQuietly: (key: string) => Promise<boolean>;
};

/** The wait in whole minutes (at least one), as a person reads it. */
export function waitText(msBeforeRetry: number): { seconds: number; text: string } {
  const seconds = Math.max(1, Math.ceil(msBeforeRetry / 1000));
  const minutes = Math.ceil(seconds / 60);
  return { seconds, text: counted(minutes, noun('minute')) };
}

/**
 * A per-address limit kept in the rate_limits table (migration 003), so it holds
 * across restarts and API processes. `tooMany` words the 429 for the wait left.
 */
export function createAddressThrottle(
  knex: Knex,
  keyPrefix: string,
  limits: AddressLimits,
  tooMany: (wait: string) => string,
): AddressThrottle {
  const limiter = new RateLimiterPostgres({
    storeClient: knex,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix,
    points: limits.perAddress,
    duration: limits.windowSeconds,
  });
  return {
    async countQuietly(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },

    async count(address) {
      try {
        await limiter.consume(address);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const wait = waitText(rejection.msBeforeNext);
        throw new HttpError(429, tooMany(wait.text), {
          headers: { 'Retry-After': String(wait.seconds) },
        });
      }
    },
  };
}
