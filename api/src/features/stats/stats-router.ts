import Router from '@koa/router';
import type { TUser } from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import { requireUserMiddleware, type UserState } from '../../middleware/require-user-middleware';
import { timeZoneHeaderMiddleware } from '../rewards/time-zone-middleware';
import type { StatsService } from './stats-service';

type Deps = {
  knex: Knex;
  statsService: StatsService;
  userForToken: (token: string) => Promise<TUser | null>;
};

/** GET /api/user/stats. */
export function statsRouter({ knex, statsService, userForToken }: Deps): Router<UserState> {
  const router = new Router<UserState>();
  router.get(
    '/api/user/stats',
    requireUserMiddleware({ userForToken }),
    timeZoneHeaderMiddleware({ knex }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await statsService.forUser(ctx.state.user.id);
    },
  );
  return router;
}
