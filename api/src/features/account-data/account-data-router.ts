import type Router from '@koa/router';

import { ZDeleteAccountRequest } from '@manifest/contracts/account-data';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import type { AccountDataService } from './account-data-service';
import { createApiRouter } from '../../lib/api-router';

/**
 * `GET /api/account/export` and `POST /api/account/delete`: signed in, and open
 * after a trial has ended (a person may always take or delete their data).
 */
export function accountDataRouter({
  service,
  requireUser,
}: {
  service: AccountDataService;
  requireUser: Middleware;
}): Router<UserState> {
  const router = createApiRouter<UserState>({ prefix: '/api/account' });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/export', requireUser, async (ctx) => {
    const data = await service.exportAccount(ctx.state.user.id);
    const day = data.exportedAt.slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="manifest-data-${day}.json"`);
    ctx.body = data;
  });

  router.post('/delete', requireUser, async (ctx) => {
    const request = ZDeleteAccountRequest.parse(ctx.request.body);
    await service.deleteAccount(ctx.state.user.id, ctx.state.sessionToken, request);
    ctx.status = 204;
  });
  return router;
}
