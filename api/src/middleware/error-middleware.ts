import type { Middleware } from 'koa';
import type { Logger } from '../lib/logger';
import { requestFieldsOf } from '../lib/request-context';
import { toErrorAnswer } from './error-answer';

/**
 * Outermost middleware: every failure becomes JSON `{ message, field? }`.
 * Unknown routes get 404, and a 500 is logged with its stack, never sent.
 */
export function errorMiddleware({ logger }: { logger: Logger }): Middleware {
  return async function handleErrors(ctx, next) {
    try {
      await next();
      if (ctx.body == null && ctx.status === 404) {
        ctx.status = 404;
        ctx.body = { message: 'Not found' };
      } else if (ctx.body == null && ctx.status === 405) {
        ctx.status = 405;
        ctx.body = { message: 'Method not allowed' };
      }
    } catch (error) {
      const answer = toErrorAnswer(error);
      if (answer.status >= 500) {
        logger.error('Request failed', {
          ...requestFieldsOf(ctx),
          method: ctx.method,
          path: ctx.path,
          stack: error instanceof Error ? error.stack : String(error),
        });
      }
      ctx.status = answer.status;
      ctx.set(answer.headers ?? {});
      ctx.body = answer.body;
    }
  };
}
