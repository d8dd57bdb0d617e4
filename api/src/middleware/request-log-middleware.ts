import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger';

const SAFE_REQUEST_ID = /^[\w.-]{1,100}$/;

/** Gives each request an id (kept from X-Request-Id when sane) and logs one line when the answer is sent. */
export function requestLogMiddleware({ logger }: { logger: Logger }): Middleware {
  return async function logRequest(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);

    const startedAt = performance.now();
    // On 'finish' the status is final, whatever the error middleware decided.
    ctx.res.once('finish', () => {
      logger.info(`${ctx.method} ${ctx.path} ${ctx.status}`, {
        ms: Math.round(performance.now() - startedAt),
        requestId,
      });
    });
    await next();
  };
}
