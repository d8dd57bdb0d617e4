import type Router from '@koa/router';

import { ZCompleteAffirmationRequest } from '@manifest/contracts/affirmations';
import type { Middleware } from 'koa';
import type { AffirmationsService } from './affirmations-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/affirmations: the built-in affirmations (1-42) said today. */
export function affirmationsRouter({
  affirmationsService,
  requireUser,
  idempotency,
}: {
  affirmationsService: AffirmationsService;
  requireUser: Middleware;
  /** Replays the stored answer of a request sent again with its Idempotency-Key. */
  idempotency: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/affirmations' });

  router.get('/completed-today', requireUser, async (ctx) => {
    ctx.body = await affirmationsService.completedToday(ctx.state.user.id);
  });

  router.post('/:id/complete', requireUser, idempotency, async (ctx) => {
    // The page sends no body; the offline queue sends `{ doneAt }`.
    const input = ZCompleteAffirmationRequest.parse(ctx.request.body ?? {});
    ctx.body = await affirmationsService.complete(ctx.state.user.id, ctx.params.id ?? '', input);
  });

  // Issue 38: today's "said" tapped by mistake; no body. A replayed key gets the first answer.
  router.post('/:id/undo', requireUser, idempotency, async (ctx) => {
    ctx.body = await affirmationsService.undo(ctx.state.user.id, ctx.params.id ?? '');
  });

  return router;
}
