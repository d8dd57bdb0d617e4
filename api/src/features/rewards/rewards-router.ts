import type Router from '@koa/router';

import { ZRewardRequest } from '@manifest/contracts/rewards';
import type { Middleware } from 'koa';
import type { RewardsService } from './rewards-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/rewards: rewards a person writes and buys with points (README.md). */
export function rewardsRouter({
  rewardsService,
  requireUser,
  idempotency,
}: {
  rewardsService: RewardsService;
  requireUser: Middleware;
  /** Replays the stored answer of a request sent again with its Idempotency-Key. */
  idempotency: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/rewards' });
  router.use(requireUser);

  router.get('/', async (ctx) => {
    ctx.body = await rewardsService.list(ctx.state.user.id);
  });

  router.post('/', async (ctx) => {
    const input = ZRewardRequest.parse(ctx.request.body);
    ctx.body = await rewardsService.create(ctx.state.user.id, input);
    ctx.status = 201;
  });

  router.put('/:id', async (ctx) => {
    const input = ZRewardRequest.parse(ctx.request.body);
    ctx.body = await rewardsService.update(ctx.state.user.id, ctx.params.id ?? '', input);
  });

  router.delete('/:id', async (ctx) => {
    await rewardsService.remove(ctx.state.user.id, ctx.params.id ?? '');
    ctx.status = 204;
  });

  // No body. The page sends an Idempotency-Key per purchase, so a double tap spends once.
  router.post('/:id/redeem', idempotency, async (ctx) => {
    ctx.body = await rewardsService.redeem(ctx.state.user.id, ctx.params.id ?? '');
  });

  return router;
}
