import type Router from '@koa/router';

import type { Registry } from 'prom-client';
import { HttpError } from '../../lib/http-error';
import { hasOperatorToken } from '../../middleware/operator-token';
import { createApiRouter } from '../../lib/api-router';

export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics`: this process's figures in Prometheus's text format, for
 * `Authorization: Bearer <METRICS_TOKEN>` only. Without a configured token the
 * route does not exist (404); without the right one, 401. The shell's origin
 * never forwards it: Prometheus scrapes each API process directly.
 */
export function metricsRouter({
  registry,
  metricsToken,
}: {
  registry: Registry;
  metricsToken: string | undefined;
}): Router {
  const router = createApiRouter();
  router.get(METRICS_PATH, async (ctx) => {
    if (!metricsToken) throw new HttpError(404, 'Not found');
    if (!hasOperatorToken(ctx.get('Authorization'), metricsToken)) {
      throw new HttpError(401, 'Invalid metrics token', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  });
  return router;
}
