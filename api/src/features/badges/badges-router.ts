import Router from '@koa/router';
import type { TUser } from '@manifest/contracts/auth';
import type { TCheckBadgesResponse } from '@manifest/contracts/badges';
import type { Knex } from 'knex';
import { requireUserMiddleware, type UserState } from '../../middleware/require-user-middleware';
import { timeZoneHeaderMiddleware } from '../rewards/time-zone-middleware';
import { checkBadges, listAchievements } from './badges-service';

type Deps = { knex: Knex; userForToken: (token: string) => Promise<TUser | null> };

/** GET /api/user/achievements and POST /api/check-badges. */
export function badgesRouter({ knex, userForToken }: Deps): Router<UserState> {
  const router = new Router<UserState>();
  const requireUser = requireUserMiddleware({ userForToken });
  const rememberZone = timeZoneHeaderMiddleware({ knex });

  router.get('/api/user/achievements', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listAchievements(knex, ctx.state.user.id);
  });

  router.post('/api/check-badges', requireUser, rememberZone, async (ctx) => {
    const userId = ctx.state.user.id;
    const newBadges = await knex.transaction((trx) => checkBadges(trx, userId));
    const body: TCheckBadgesResponse = { newBadges };
    ctx.body = body;
  });

  return router;
}
