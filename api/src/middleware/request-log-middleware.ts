import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger';
import { requestFieldsOf, runInRequestContext } from '../lib/request-context';

const SAFE_REQUEST_ID = /^[\w.-]{1,100}$/;

/** What the request log line and the request metrics learn once an answer is sent or abandoned. */
export type FinishedRequest = {
  method: string;
  route: string;
  status: number;
  seconds: number;
  isAborted: boolean;
};

/**
 * pino's binding to Koa: gives each request an id (kept from X-Request-Id when
 * sane), runs the rest of it in the request context (so every line logged for
 * it names its request id, user and route pattern), and writes one line when the
 * answer is sent, or the client gave up, with status and duration. `onFinished`
 * hears the same (the request metrics).
 */
export function requestLogMiddleware({
  logger,
  onFinished,
}: {
  logger: Logger;
  onFinished?: (request: FinishedRequest) => void;
}): Middleware {
  return async function logRequest(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);

    const startedAt = performance.now();
    // On 'finish' the status is final, whatever the error middleware decided;
    // 'close' without it is a client that left before the answer was complete.
    const finished = (isAborted: boolean) => () => {
      const fields = requestFieldsOf(ctx);
      const status = isAborted ? 499 : ctx.status;
      const seconds = (performance.now() - startedAt) / 1000;
      logger.info(`${ctx.method} ${fields.route} ${status}`, {
        ...fields,
        status,
        ms: Math.round(seconds * 1000),
      });
      onFinished?.({ method: ctx.method, route: fields.route, status, seconds, isAborted });
    };
    const onFinish = finished(false);
    const onClose = finished(true);
    ctx.res.once('finish', () => {
      ctx.res.off('close', onClose);
      onFinish();
    });
    ctx.res.once('close', onClose);
    await runInRequestContext(ctx, next);
  };
}
