import type Router from '@koa/router';

import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import { createApiRouter } from '../../lib/api-router';
import type { TodayService } from './today-service';

/** GET /api/today: the person's plan for their day, each item done or not. */
export function todayRouter({
  todayService,
  requireUser,
}: {
  todayService: TodayService;
  requireUser: Middleware;
}): Router<UserState> {
  const router = createApiRouter<UserState>();
  router.get('/api/today', requireUser, async (ctx) => {
    ctx.body = await todayService.today(ctx.state.user.id);
  });
  return router;
}
