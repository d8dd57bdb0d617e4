import Router from '@koa/router';
import type { HealthService } from './health-service';

/** GET /api/health: database and CMS reachability. */
export function healthRouter({ healthService }: { healthService: HealthService }): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const { httpStatus, body } = await healthService.check();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = httpStatus;
    ctx.body = body;
  });
  return router;
}
