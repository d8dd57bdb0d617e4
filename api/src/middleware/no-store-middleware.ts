import type { Middleware } from 'koa';

/**
 * Every answer to a request that carries a session is `no-store`, whatever the
 * route set (and whether it failed): a browser, a shared cache or a proxy
 * never keeps a person's data. A route's own `no-store` value (with
 * `no-transform`, say) is kept.
 */
export function noStoreMiddleware(): Middleware {
  return async function neverStoreSignedInAnswers(ctx, next) {
    try {
      await next();
    } finally {
      const isSignedIn = ctx.get('Authorization') !== '';
      if (isSignedIn && !/\bno-store\b/.test(ctx.response.get('Cache-Control'))) {
        ctx.set('Cache-Control', 'no-store');
      }
    }
  };
}
