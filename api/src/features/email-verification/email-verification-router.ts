import type Router from '@koa/router';

import { ZVerifyEmailRequest } from '@manifest/contracts/email-verification';
import type { Middleware } from 'koa';
import { createApiRouter } from '../../lib/api-router';
import type { UserState } from '../../middleware/require-user-middleware';
import type { EmailVerificationService } from './email-verification-service';

/**
 * `POST /api/auth/verify-email` (public: the emailed token is the proof, and the link
 * may be opened on any device, signed in or not) and `POST /api/auth/verify-email/resend`
 * (signed in: a new link to the account's own address).
 */
export function emailVerificationRouter({
  service,
  requireUser,
}: {
  service: EmailVerificationService;
  requireUser: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/auth' });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.post('/verify-email', async (ctx) => {
    const { token } = ZVerifyEmailRequest.parse(ctx.request.body);
    await service.verify(token);
    ctx.body = { isEmailVerified: true };
  });

  router.post('/verify-email/resend', requireUser, async (ctx) => {
    const { user } = ctx.state as UserState;
    ctx.body = await service.resend(user.id);
  });
  return router;
}
