import type Router from '@koa/router';

import { ZPageViewRequest } from '@manifest/contracts/admin-analytics';
import type { PageViewsService } from './page-views-service';
import { createApiRouter } from '../../lib/api-router';

/** `POST /api/analytics/page-view`: the shell reports each route it shows. */
export function pageViewsRouter({ service }: { service: PageViewsService }): Router {
  const router = createApiRouter({ prefix: '/api/analytics' });
  router.post('/page-view', async (ctx) => {
    const { path } = ZPageViewRequest.parse(ctx.request.body);
    await service.record(path, { address: ctx.ip, userAgent: ctx.get('User-Agent') });
    ctx.status = 204;
  });
  return router;
}
