import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { Knex } from 'knex';
import type { Env } from './config/env';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './features/auth/auth-limits';
import { authRouter } from './features/auth/auth-router';
import { createAuthService } from './features/auth/auth-service';
import { createAuthThrottle } from './features/auth/auth-throttle';
import { createPasswordHasher } from './features/auth/password-hasher';
import { healthRouter } from './features/health/health-router';
import { createHealthService } from './features/health/health-service';
import type { Logger } from './lib/logger';
import { errorMiddleware } from './middleware/error-middleware';
import { requestLogMiddleware } from './middleware/request-log-middleware';

export const JSON_BODY_LIMIT = '100kb';

export type AppDeps = {
  env: Env;
  knex: Knex;
  logger: Logger;
  /** The clock; tests may pin it. */
  now?: () => Date;
  /** Throttling windows; tests shrink them. */
  authLimits?: Partial<AuthLimits>;
  fetch?: typeof fetch;
};

export function createApp({
  env,
  knex,
  logger,
  now = () => new Date(),
  authLimits,
  fetch,
}: AppDeps): Koa {
  // Behind the shell's proxy, trust only the last X-Forwarded-For entry (the one it wrote).
  const app = new Koa({ proxy: env.API_TRUST_PROXY, maxIpsCount: 1 });

  const authService = createAuthService({
    knex,
    hasher: createPasswordHasher(),
    throttle: createAuthThrottle(knex, { ...DEFAULT_AUTH_LIMITS, ...authLimits }),
    now,
    trialDays: env.TRIAL_DAYS,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    adminEmails: env.ADMIN_EMAILS,
  });
  const healthService = createHealthService({ knex, cmsUrl: env.CMS_URL, fetch });

  app.use(errorMiddleware({ logger }));
  app.use(requestLogMiddleware({ logger }));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT }));

  for (const router of [healthRouter({ healthService }), authRouter({ authService })]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
