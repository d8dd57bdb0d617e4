import type Router from '@koa/router';

import {
  GOOGLE_CALLBACK_PATH,
  GOOGLE_START_PATH,
  ZGoogleSessionRequest,
  ZGoogleSignupRequest,
} from '@manifest/contracts/google-sign-in';
import type { GoogleSignInService } from './google-sign-in-service';
import { createApiRouter } from '../../lib/api-router';

/** Ties a flow to the browser that started it (login CSRF): only that browser brings it back. */
const STATE_COOKIE = 'manifest_google_state';
const STATE_COOKIE_MAX_AGE_MS = 10 * 60_000;

/** `/auth/google` and its callback (full-page navigations), and the two calls of the pages after. */
export function googleSignInRouter({
  service,
  secureCookies,
}: {
  service: GoogleSignInService;
  /** The public origin is https: the state cookie is Secure. */
  secureCookies: boolean;
}): Router {
  const router = createApiRouter();

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  // Not configured: 503 (the page's GET fails and it shows the spec's alert).
  router.get(GOOGLE_START_PATH, async (ctx) => {
    const { url, state } = await service.start();
    // The cookie is Secure behind an https origin even though the proxy speaks http to the API.
    ctx.cookies.secure = secureCookies;
    ctx.cookies.set(STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: GOOGLE_CALLBACK_PATH,
      maxAge: STATE_COOKIE_MAX_AGE_MS,
      overwrite: true,
    });
    ctx.redirect(url);
  });

  router.get(GOOGLE_CALLBACK_PATH, async (ctx) => {
    const destination = await service.finish(
      new URLSearchParams(ctx.querystring),
      ctx.cookies.get(STATE_COOKIE),
    );
    ctx.cookies.secure = secureCookies;
    ctx.cookies.set(STATE_COOKIE, null, { path: GOOGLE_CALLBACK_PATH });
    ctx.redirect(destination);
  });

  router.post('/api/auth/google/session', async (ctx) => {
    const { code } = ZGoogleSessionRequest.parse(ctx.request.body);
    ctx.body = await service.sessionForCode(code);
  });

  router.post('/api/auth/google/signup', async (ctx) => {
    const input = ZGoogleSignupRequest.parse(ctx.request.body);
    ctx.body = await service.signup(input, ctx.ip);
    ctx.status = 201;
  });

  return router;
}
