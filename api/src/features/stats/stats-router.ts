import type Router from '@koa/router';

import { ZProgressCalendarQuery } from '@manifest/contracts/progress-calendar';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import type { StatsService } from './stats-service';
import { createApiRouter } from '../../lib/api-router';

type Deps = { statsService: StatsService; requireUser: Middleware };

/** GET /api/user/stats and GET /api/user/progress-calendar. */
export function statsRouter({ statsService, requireUser }: Deps): Router<UserState> {
  const router = createApiRouter<UserState>();
  router.get('/api/user/stats', requireUser, async (ctx) => {
    ctx.body = await statsService.forUser(ctx.state.user.id);
  });
  router.get('/api/user/progress-calendar', requireUser, async (ctx) => {
    const query = ZProgressCalendarQuery.parse(ctx.query);
    ctx.body = await statsService.calendar(ctx.state.user.id, query);
  });
  return router;
}
