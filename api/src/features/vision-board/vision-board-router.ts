import type Router from '@koa/router';

import {
  ZCreateVisionItemRequest,
  ZUpdateVisionItemRequest,
} from '@manifest/contracts/vision-board';
import type { Middleware } from 'koa';
import type { GoalsService } from '../goals/goals-service';
import type { VisionBoardService } from './vision-board-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/vision-board: a user's vision items, and 'Make it a goal'. */
export function visionBoardRouter({
  visionBoardService,
  goalsService,
  requireUser,
}: {
  visionBoardService: VisionBoardService;
  goalsService: GoalsService;
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

  // 201 with the new goal; 200 with the goal made before when the item already has one.
  router.post('/:id/goal', async (ctx) => {
    const { goal, isNew } = await goalsService.createFromVisionItem(
      ctx.state.user.id,
      ctx.params.id ?? '',
    );
    ctx.body = goal;
    ctx.status = isNew ? 201 : 200;
  });

  router.delete('/:id', async (ctx) => {
    await visionBoardService.remove(ctx.state.user.id, ctx.params.id ?? '');
    ctx.status = 204;
  });

  return router;
}
