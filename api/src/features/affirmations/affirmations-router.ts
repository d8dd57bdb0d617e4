import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AffirmationsService } from './affirmations-service';

/** /api/affirmations: the built-in affirmations (1-42) said today. */
export function affirmationsRouter({
  affirmationsService,
  requireUser,
}: {
  affirmationsService: AffirmationsService;
  requireUser: Middleware;
}): Router {
  const router = new Router({ prefix: '/api/affirmations' });

  router.get('/completed-today', requireUser, async (ctx) => {
    ctx.body = await affirmationsService.completedToday(ctx.state.user.id);
  });

  router.post('/:id/complete', requireUser, async (ctx) => {
    ctx.body = await affirmationsService.complete(ctx.state.user.id, ctx.params.id ?? '');
  });

  return router;
}
