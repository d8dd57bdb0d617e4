import type Router from '@koa/router';

import { ADMIN_ONLY_MESSAGE, ZAnalyticsQuery } from '@manifest/contracts/admin-analytics';
import type { Middleware } from 'koa';
import { HttpError } from '../../lib/http-error';
import type { UserState } from '../../middleware/require-user-middleware';
import type { AdminAnalyticsService } from './admin-analytics-service';
import { createApiRouter } from '../../lib/api-router';

/** After requireUser: 403 for anyone whose email is not in ADMIN_EMAILS. */
const requireAdmin: Middleware = async (ctx, next) => {
  if (!(ctx.state as UserState).user.isAdmin) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
  await next();
};

/** `/api/admin/*` (spec 001 section 7, and the Performance tab): the figures calls, admins only, checked every call. */
export function adminAnalyticsRouter({
  service,
  requireUser,
}: {
  service: AdminAnalyticsService;
  requireUser: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/admin' });
  router.use(requireUser, requireAdmin);

  const figures = {
    analytics: service.analytics,
    revenue: service.revenue,
    users: service.users,
    content: service.content,
    performance: service.performance,
  } as const;
  for (const [name, read] of Object.entries(figures)) {
    router.get(`/${name}`, async (ctx) => {
      const { period } = ZAnalyticsQuery.parse(ctx.query);
      ctx.body = await read(period);
    });
  }
  return router;
}
