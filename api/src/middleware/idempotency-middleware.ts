import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_PROGRESS,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAY_HEADER,
  ZIdempotencyKey,
} from '@manifest/contracts/offline-actions';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { HttpError } from '../lib/http-error';
import { claimKey, keepAnswer, releaseKey, type StoredAnswer } from '../lib/idempotency-keys';
import { toErrorAnswer } from './error-answer';
import type { UserState } from './require-user-middleware';

/** Answers a retry may change: a server failure, or "too many, try later". */
const isRetryable = (status: number) => status >= 500 || status === 429;

/**
 * On the offline queue's practice calls, after requireUser: a request with an
 * `Idempotency-Key` runs once per user and key. The key is claimed before the
 * handler runs; its answer (2xx or 4xx) is stored and given again, with
 * `Idempotent-Replayed: true`, to the same call sent again. A key still running
 * answers 409, a key first sent with another method or path 422, a malformed
 * key 400. A failure (an error, 5xx or 429) releases the key, so a retry runs.
 * Without the header the call runs as it always has. Handlers answer JSON.
 */
export function idempotencyMiddleware({ knex }: { knex: Knex }): Middleware<UserState> {
  return async function runOncePerKey(ctx, next) {
    const sent = ctx.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (sent === undefined) return next();
    const parsed = ZIdempotencyKey.safeParse(sent);
    if (!parsed.success) throw new HttpError(400, IDEMPOTENCY_KEY_INVALID);
    const key = parsed.data;
    const userId = ctx.state.user.id;

    const claim = await claimKey(knex, userId, key, `${ctx.method} ${ctx.path}`);
    if (claim.kind === 'running') {
      throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS, { headers: { 'Retry-After': '1' } });
    }
    if (claim.kind === 'other-request') throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
    if (claim.kind === 'answered') {
      ctx.body = claim.answer.body;
      ctx.status = claim.answer.status;
      ctx.set(IDEMPOTENT_REPLAY_HEADER, 'true');
      return;
    }

    const settle = (answer: StoredAnswer) =>
      isRetryable(answer.status)
        ? releaseKey(knex, userId, key)
        : keepAnswer(knex, userId, key, answer);
    try {
      await next();
    } catch (error) {
      await settle(toErrorAnswer(error));
      throw error;
    }
    await settle({ status: ctx.status, body: ctx.body });
  };
}
