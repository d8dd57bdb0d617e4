import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../lib/http-error';

/** AI calls (chat and generators together) one person may make per window. Tests shrink them. */
export type AiLimits = { perUser: number; windowSeconds: number };

export type AiThrottle = {
  /** Counts one call for this person; throws 429 over the limit. */
  count: (userId: string) => Promise<void>;
};

/** 429 with the wait in whole minutes (at least one) and Retry-After in seconds. */
export function tooManyAiRequests(msBeforeRetry: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeRetry / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new HttpError(
    429,
    `You have reached the limit of AI requests for now. Please try again in ${wait}.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

// The counters live in the rate_limits table (migration 003) with the other
// limits, so they hold across restarts and across API processes.
export function createAiThrottle(knex: Knex, limits: AiLimits): AiThrottle {
  const limiter = new RateLimiterPostgres({
    storeClient: knex,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: 'ai-user',
    points: limits.perUser,
    duration: limits.windowSeconds,
  });
  return {
    async count(userId) {
      try {
        await limiter.consume(userId);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyAiRequests(rejection.msBeforeNext);
        throw rejection;
      }
    },
  };
}
