import Router from '@koa/router';
import { ZActivityListQuery, ZCreateActivityRequest } from '@manifest/contracts/activities';
import type { TUser } from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import { requireUserMiddleware, type UserState } from '../../middleware/require-user-middleware';
import { timeZoneHeaderMiddleware } from '../rewards/time-zone-middleware';
import type { ActivitiesService } from './activities-service';

type Deps = {
  knex: Knex;
  activitiesService: ActivitiesService;
  userForToken: (token: string) => Promise<TUser | null>;
};

/** GET and POST /api/activities. */
export function activitiesRouter({
  knex,
  activitiesService,
  userForToken,
}: Deps): Router<UserState> {
  const router = new Router<UserState>({ prefix: '/api/activities' });
  router.use(requireUserMiddleware({ userForToken }), timeZoneHeaderMiddleware({ knex }));

  router.get('/', async (ctx) => {
    const query = ZActivityListQuery.parse(ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await activitiesService.list(ctx.state.user.id, query);
  });

  router.post('/', async (ctx) => {
    const input = ZCreateActivityRequest.parse(ctx.request.body);
    ctx.body = await activitiesService.log(ctx.state.user.id, input);
    ctx.status = 201;
  });

  return router;
}
