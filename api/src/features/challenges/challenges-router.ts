import type Router from '@koa/router';

import { ZCompleteChallengeRequest } from '@manifest/contracts/challenges';
import type { Middleware } from 'koa';
import type { ChallengesService } from './challenges-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/challenges: our catalogue and the user's progress through it. */
export function challengesRouter({
  challengesService,
  requireUser,
}: {
  challengesService: ChallengesService;
  requireUser: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/challenges' });
  router.use(requireUser);

  router.get('/', (ctx) => {
    ctx.body = challengesService.list();
  });

  router.get('/history', async (ctx) => {
    ctx.body = await challengesService.history(ctx.state.user.id);
  });

  // Before '/:id/…' so 'reset-all' is never read as an id.
  router.post('/reset-all', async (ctx) => {
    ctx.body = await challengesService.resetAll(ctx.state.user.id);
  });

  router.post('/:id/start', async (ctx) => {
    ctx.body = await challengesService.start(ctx.state.user.id, ctx.params.id ?? '');
    ctx.status = 201;
  });

  router.put('/:id/complete', async (ctx) => {
    const input = ZCompleteChallengeRequest.parse(ctx.request.body ?? {});
    ctx.body = await challengesService.complete(ctx.state.user.id, ctx.params.id ?? '', input);
  });

  return router;
}
