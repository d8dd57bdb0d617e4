import type Router from '@koa/router';

import { ZStartMeditationRequest } from '@manifest/contracts/meditations';
import type { Middleware } from 'koa';
import type { MeditationsService } from './meditations-service';
import { createApiRouter } from '../../lib/api-router';

/** /api/meditations/sessions and /start (the catalogue list itself comes from the CMS). */
export function meditationsRouter({
  meditationsService,
  requireUser,
  idempotency,
}: {
  meditationsService: MeditationsService;
  requireUser: Middleware;
  /** Replays the stored answer of a request sent again with its Idempotency-Key. */
  idempotency: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/meditations' });

  router.get('/sessions', requireUser, async (ctx) => {
    ctx.body = await meditationsService.sessions(ctx.state.user.id);
  });

  router.post('/start', requireUser, idempotency, async (ctx) => {
    const input = ZStartMeditationRequest.parse(ctx.request.body);
    ctx.body = await meditationsService.start(ctx.state.user.id, input);
    ctx.status = 201;
  });

  return router;
}
