import type Router from '@koa/router';

import {
  ZCreateVisionItemRequest,
  ZUpdateVisionItemRequest,
} from '@manifest/contracts/vision-board';
import type { Middleware } from 'koa';
import type { VisionBoardService } from './vision-board-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/vision-board: a user's vision items. */
export function visionBoardRouter({
  visionBoardService,
  requireUser,
}: {
  visionBoardService: VisionBoardService;
  requireUser: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/vision-board' });
  router.use(requireUser);

  router.get('/', async (ctx) => {
    ctx.body = await visionBoardService.list(ctx.state.user.id);
  });

  router.post('/', async (ctx) => {
    const input = ZCreateVisionItemRequest.parse(ctx.request.body);
    ctx.body = await visionBoardService.create(ctx.state.user.id, input);
    ctx.status = 201;
  });

  router.put('/:id', async (ctx) => {
    const { title } = ZUpdateVisionItemRequest.parse(ctx.request.body);
    ctx.body = await visionBoardService.rename(ctx.state.user.id, ctx.params.id ?? '', title);
  });

  router.delete('/:id', async (ctx) => {
    await visionBoardService.remove(ctx.state.user.id, ctx.params.id ?? '');
    ctx.status = 204;
  });

  return router;
}
