import type Router from '@koa/router';

import type { TLiveness } from '@manifest/contracts/health';
import { HttpError } from '../../lib/http-error';
import { hasOperatorToken } from '../../middleware/operator-token';
import type { HealthService } from './health-service';
import { createApiRouter } from '../../lib/api-router';

/**
 * GET /api/health and /api/health/ready: readiness, up or down for anyone (load
 * balancers, `npm start`); the database and CMS details with `Authorization:
 * Bearer <METRICS_TOKEN>`. GET /api/health/live: liveness, the process answers.
 */
export function healthRouter({
  healthService,
  metricsToken,
}: {
  healthService: HealthService;
  metricsToken: string | undefined;
}): Router {
  const router = createApiRouter();
  router.get('/api/health/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'alive' } satisfies TLiveness;
  });
  router.get(['/api/health', '/api/health/ready'], async (ctx) => {
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
