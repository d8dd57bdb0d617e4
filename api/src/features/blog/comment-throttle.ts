import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../lib/http-error';

/** Comments one address may post per window. Tests shrink them. */
export type CommentLimits = { perAddress: number; windowSeconds: number };

export const DEFAULT_COMMENT_LIMITS: CommentLimits = { perAddress: 5, windowSeconds: 10 * 60 };

export type CommentThrottle = {
  /** Counts one comment from this address; throws 429 over the limit. */
  count: (address: string) => Promise<void>;
};

/** 429 with the wait in whole minutes (at least one) and Retry-After in seconds. */
export function tooManyComments(msBeforeRetry: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeRetry / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new HttpError(429, `Too many comments from your address. Please try again in ${wait}.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

// The counters share the rate_limits table with sign-in throttling (migration 003),
// so they hold across restarts and across API instances.
export function createCommentThrottle(knex: Knex, limits: CommentLimits): CommentThrottle {
  const limiter = new RateLimiterPostgres({
    storeClient: knex,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'comment-address',
    points: limits.perAddress,
    duration: limits.windowSeconds,
  });
  return {
    async count(address) {
      try {
        await limiter.consume(address);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyComments(rejection.msBeforeNext);
        throw rejection;
      }
    },
  };
}
