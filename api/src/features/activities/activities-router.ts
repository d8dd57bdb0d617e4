import type Router from '@koa/router';

import { ZActivityListQuery, ZCreateActivityRequest } from '@manifest/contracts/activities';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import type { ActivitiesService } from './activities-service';
import { createApiRouter } from '../../lib/api-router';

type Deps = { activitiesService: ActivitiesService; requireUser: Middleware };

/** GET and POST /api/activities. */
export function activitiesRouter({ activitiesService, requireUser }: Deps): Router<UserState> {
  const router = createApiRouter<UserState>({ prefix: '/api/activities' });
  router.use(requireUser);

  router.get('/', async (ctx) => {
    const query = ZActivityListQuery.parse(ctx.query);
    ctx.body = await activitiesService.list(ctx.state.user.id, query);
  });

  router.post('/', async (ctx) => {
    const input = ZCreateActivityRequest.parse(ctx.request.body);
    ctx.body = await activitiesService.log(ctx.state.user.id, input);
    ctx.status = 201;
  });

  return router;
}
