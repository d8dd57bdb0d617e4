import type Router from '@koa/router';

import {
  ZCreateGoalMilestoneRequest,
  ZUpdateGoalMilestoneRequest,
} from '@manifest/contracts/goal-milestones';
import { ZCreateGoalRequest, ZUpdateGoalRequest } from '@manifest/contracts/goals';
import type { Middleware } from 'koa';
import type { GoalsService } from './goals-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/goals: a user's goals, including the manifestation goal (category 'manifestation'). */
export function goalsRouter({
  goalsService,
  requireUser,
}: {
  goalsService: GoalsService;
  requireUser: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/goals' });
  router.use(requireUser);

  router.get('/', async (ctx) => {
    ctx.body = await goalsService.list(ctx.state.user.id);
  });

  router.post('/', async (ctx) => {
    const input = ZCreateGoalRequest.parse(ctx.request.body);
    ctx.body = await goalsService.create(ctx.state.user.id, input);
    ctx.status = 201;
  });

  router.put('/:id', async (ctx) => {
    const input = ZUpdateGoalRequest.parse(ctx.request.body);
    ctx.body = await goalsService.update(ctx.state.user.id, ctx.params.id ?? '', input);
  });

  router.delete('/:id', async (ctx) => {
    await goalsService.remove(ctx.state.user.id, ctx.params.id ?? '');
    ctx.status = 204;
  });

  // "Mark achieved": idempotent, so a repeat answers the achieved goal and pays nothing.
  router.post('/:id/complete', async (ctx) => {
    ctx.body = await goalsService.complete(ctx.state.user.id, ctx.params.id ?? '');
  });

  // Milestones: each call answers the goal, whose progress they may have moved.
  router.post('/:id/milestones', async (ctx) => {
    const input = ZCreateGoalMilestoneRequest.parse(ctx.request.body);
    ctx.body = await goalsService.addMilestone(ctx.state.user.id, ctx.params.id ?? '', input);
    ctx.status = 201;
  });

  router.patch('/:id/milestones/:milestoneId', async (ctx) => {
    const input = ZUpdateGoalMilestoneRequest.parse(ctx.request.body);
    ctx.body = await goalsService.updateMilestone(
      ctx.state.user.id,
      ctx.params.id ?? '',
      ctx.params.milestoneId ?? '',
      input,
    );
  });

  router.delete('/:id/milestones/:milestoneId', async (ctx) => {
    ctx.body = await goalsService.removeMilestone(
      ctx.state.user.id,
      ctx.params.id ?? '',
      ctx.params.milestoneId ?? '',
    );
  });

  return router;
}
