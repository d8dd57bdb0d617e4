import Router from '@koa/router';
import { ZChangePasswordRequest, ZSigninRequest, ZSignupRequest } from '@manifest/contracts/auth';
import { readBearerToken } from '../../middleware/bearer-token';
import type { UserState } from '../../middleware/require-user-middleware';
import type { Middleware } from 'koa';
import type { AuthService } from './auth-service';

/** /api/auth/*: validate with the contract, call the service, answer. */
export function authRouter({
  authService,
  requireUser,
}: {
  authService: AuthService;
  requireUser: Middleware;
}): Router {
  const router = new Router({ prefix: '/api/auth' });

  router.use(async (ctx, next) => {
    // Answers carry tokens and personal data: never cache them.
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.post('/signup', async (ctx) => {
    const input = ZSignupRequest.parse(ctx.request.body);
    ctx.body = await authService.signup(input, ctx.ip);
    ctx.status = 201;
  });

  router.post('/signin', async (ctx) => {
    const input = ZSigninRequest.parse(ctx.request.body);
    ctx.body = await authService.signin(input, ctx.ip);
  });

  router.get('/user', requireUser, (ctx) => {
    ctx.body = ctx.state.user;
  });

  // Idempotent: signing out with a token that is already dead still succeeds.
  router.post('/logout', async (ctx) => {
    const token = readBearerToken(ctx.get('Authorization'));
    if (token) await authService.logout(token);
    ctx.status = 204;
  });

  router.post('/logout-all', requireUser, async (ctx) => {
    const { user } = ctx.state as UserState;
    await authService.logoutAll(user.id);
    ctx.status = 204;
  });

  router.post('/change-password', requireUser, async (ctx) => {
    const input = ZChangePasswordRequest.parse(ctx.request.body);
    const { user, sessionToken } = ctx.state as UserState;
    await authService.changePassword(user.id, sessionToken, input);
    ctx.status = 204;
  });

  return router;
}
