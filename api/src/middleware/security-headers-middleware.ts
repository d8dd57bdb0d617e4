import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

/**
 * helmet's headers on every answer, errors included. The API serves JSON (and
 * checked images), never a page: its policy lets nothing load or run, and no
 * site may frame it.
 */
export function securityHeadersMiddleware(): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
}
