import type Router from '@koa/router';

import { ZSaveChallengeToolsRequest } from '@manifest/contracts/challenge-tools';
import type { Middleware } from 'koa';
import type { ChallengeToolsService } from './challenge-tools-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/challenges/{id}/tools: what a person wrote into a challenge's notes and tools. */
export function challengeToolsRouter({
  challengeToolsService,
  requireUser,
}: {
  challengeToolsService: ChallengeToolsService;
  requireUser: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/challenges/:id/tools' });
  router.use(requireUser);

  router.get('/', async (ctx) => {
    ctx.body = await challengeToolsService.get(ctx.state.user.id, ctx.params.id ?? '');
  });

  router.put('/', async (ctx) => {
    const parts = ZSaveChallengeToolsRequest.parse(ctx.request.body ?? {});
    ctx.body = await challengeToolsService.save(ctx.state.user.id, ctx.params.id ?? '', parts);
  });

  return router;
}
