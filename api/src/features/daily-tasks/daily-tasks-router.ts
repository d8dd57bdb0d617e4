import type Router from '@koa/router';

import { ZCompleteTaskRequest, ZCreateTaskRequest } from '@manifest/contracts/daily-tasks';
import type { Middleware } from 'koa';
import type { DailyTasksService } from './daily-tasks-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/daily-tasks: built-in and custom tasks, completed once per day. */
export function dailyTasksRouter({
  dailyTasksService,
  requireUser,
  idempotency,
}: {
  dailyTasksService: DailyTasksService;
  requireUser: Middleware;
  /** Replays the stored answer of a request sent again with its Idempotency-Key. */
  idempotency: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/daily-tasks' });
  router.use(requireUser);

  router.get('/', async (ctx) => {
    ctx.body = await dailyTasksService.list(ctx.state.user.id);
  });

  router.post('/', async (ctx) => {
    const input = ZCreateTaskRequest.parse(ctx.request.body);
    ctx.body = await dailyTasksService.create(ctx.state.user.id, input);
    ctx.status = 201;
  });

  router.post('/:taskId/complete', idempotency, async (ctx) => {
    // The page may send no body at all; the offline queue adds `doneAt`.
    const input = ZCompleteTaskRequest.parse(ctx.request.body ?? {});
    ctx.body = await dailyTasksService.complete(ctx.state.user.id, ctx.params.taskId ?? '', input);
  });

  // Issue 38: today's completion tapped by mistake; no body. A replayed key gets the first answer.
  router.post('/:taskId/undo', idempotency, async (ctx) => {
    ctx.body = await dailyTasksService.undo(ctx.state.user.id, ctx.params.taskId ?? '');
  });

  return router;
}
