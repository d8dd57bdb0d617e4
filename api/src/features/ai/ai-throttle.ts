import { counted, noun } from '@manifest/contracts/counted';
import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../lib/http-error';

/** AI calls (chat and generators together) one person may make per hour and per day. */
export type AiLimits = { perHour: number; perDay: number };

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

export type AiThrottle = {
  /** Counts one call for this person; throws 429 over the limit. */
  count: (userId: string) => Promise<void>;
};

/** 429 with the wait in whole minutes, or hours past 90 minutes, and Retry-After in seconds. */
export function tooManyAiRequests(msBeforeRetry: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeRetry / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    minutes > 90
      ? counted(Math.ceil(minutes / 60), noun('hour'))
      : counted(minutes, noun('minute'));
  return new HttpError(
    429,
    `You have reached the limit of AI requests for now. Please try again in ${wait}.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

// The counters live in the rate_limits table (migration 003) with the other
// limits, so they hold across restarts and across API processes.
export function createAiThrottle(knex: Knex, limits: AiLimits): AiThrottle {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({
      storeClient: knex,
      storeType: 'knex',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points,
      duration,
    });
  // The day is checked first: a call the day refuses does not use up an hour's share.
  const windows = [
    limiter('ai-user-day', limits.perDay, DAY_SECONDS),
    limiter('ai-user', limits.perHour, HOUR_SECONDS),
  ];
  return {
    async count(userId) {
      try {
        for (const window of windows) await window.consume(userId);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyAiRequests(rejection.msBeforeNext);
        throw rejection;
      }
    },
  };
}
