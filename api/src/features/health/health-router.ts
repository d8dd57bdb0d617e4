import Router from '@koa/router';
import { HttpError } from '../../lib/http-error';
import { hasOperatorToken } from '../../middleware/operator-token';
import type { HealthService } from './health-service';

/**
 * GET /api/health: up or down for anyone (load balancers, `npm start`); the
 * database and CMS details with `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function healthRouter({
  healthService,
  metricsToken,
}: {
  healthService: HealthService;
  metricsToken: string | undefined;
}): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const authorization = ctx.get('Authorization');
    if (authorization && !hasOperatorToken(authorization, metricsToken)) {
      // Someone meant to see the details: say the token is wrong rather than hide it.
      throw new HttpError(401, 'Invalid metrics token');
    }
    const { httpStatus, body } = authorization
      ? await healthService.details()
      : await healthService.publicStatus();
    ctx.status = httpStatus;
    ctx.body = body;
  });
  return router;
}
