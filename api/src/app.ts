import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compose from 'koa-compose';
import { createServices, type AppDeps, type Services } from './composition';
import { canonicalPathMiddleware } from './middleware/canonical-path-middleware';
import { errorMiddleware } from './middleware/error-middleware';
import { noStoreMiddleware } from './middleware/no-store-middleware';
import { requestLogMiddleware } from './middleware/request-log-middleware';
import { requireActiveTrialMiddleware } from './middleware/require-active-trial-middleware';
import { requireUserMiddleware } from './middleware/require-user-middleware';
import { securityHeadersMiddleware } from './middleware/security-headers-middleware';
import { timeZoneHeaderMiddleware } from './middleware/time-zone-middleware';
import { recordRequest } from './observability/request-metrics';
import { createRouters } from './routes';

export const JSON_BODY_LIMIT = '100kb';

/** The Koa app; `services` may be built first by a caller that also runs their jobs (server.ts). */
export function createApp(deps: AppDeps, services: Services = createServices(deps)): Koa {
  const { env, knex, logger } = deps;
  // Trusting a proxy, ctx.ip is the address the outermost of API_PROXY_HOPS
  // proxies saw; whatever the client put in X-Forwarded-For before it is ignored.
  const app = new Koa({ proxy: env.API_TRUST_PROXY, maxIpsCount: env.API_PROXY_HOPS });

  app.use(securityHeadersMiddleware());
  app.use(errorMiddleware({ logger }));
  app.use(
    requestLogMiddleware({
      logger,
      onFinished: recordRequest(services.metrics.httpRequestDuration),
    }),
  );
  // One spelling per path (404 for `//`, a trailing slash, an encoded letter), and
  // routers that match letter case exactly: a guard runs for every path that reaches its route.
  app.use(canonicalPathMiddleware());
  app.use(noStoreMiddleware());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT }));

  // Every signed-in route runs these first, in this order: who is calling
  // (401 otherwise), then the time zone their browser sends, so every feature
  // computes days in the user's current zone.
  const requireUser = compose([
    requireUserMiddleware({ userForToken: services.auth.userForToken }),
    timeZoneHeaderMiddleware({ knex }),
  ]);

  // Practice, progress and AI calls also need a trial still running, or a payment (402).
  const requirePaidAccess = compose([requireUser, requireActiveTrialMiddleware()]);

  for (const router of createRouters({
    env,
    knex,
    logger,
    services,
    requireUser,
    requirePaidAccess,
  })) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
