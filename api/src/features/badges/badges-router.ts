import type Router from '@koa/router';

import type { TCheckBadgesResponse } from '@manifest/contracts/badges';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import { checkBadges, listAchievements } from './badges-service';
import { createApiRouter } from '../../lib/api-router';

type Deps = { knex: Knex; requireUser: Middleware };

/** GET /api/user/achievements and POST /api/check-badges. */
export function badgesRouter({ knex, requireUser }: Deps): Router<UserState> {
  const router = createApiRouter<UserState>();

  router.get('/api/user/achievements', requireUser, async (ctx) => {
    ctx.body = await listAchievements(knex, ctx.state.user.id);
  });

  router.post('/api/check-badges', requireUser, async (ctx) => {
    const userId = ctx.state.user.id;
    const newBadges = await knex.transaction((trx) => checkBadges(trx, userId));
    const body: TCheckBadgesResponse = { newBadges };
    ctx.body = body;
  });

  return router;
}
