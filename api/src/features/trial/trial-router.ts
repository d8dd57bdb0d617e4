import type { RouterMiddleware } from '@koa/router';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import { trialStatusOf } from './trial-status';
import { createApiRouter } from '../../lib/api-router';

/**
 * GET and POST /api/check-trial-status. The signed-in user is read fresh from
 * the database on every call, so POST (after a payment) sees the new state.
 */
export function trialRouter({ requireUser }: { requireUser: Middleware }): Router<UserState> {
  const router = createApiRouter<UserState>();
  const answer: RouterMiddleware<UserState> = (ctx) => {
    ctx.body = trialStatusOf(ctx.state.user);
  };
  router.get('/api/check-trial-status', requireUser, answer);
  router.post('/api/check-trial-status', requireUser, answer);
  return router;
}
