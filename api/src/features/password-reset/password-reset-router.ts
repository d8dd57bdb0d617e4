import type Router from '@koa/router';

import {
  FORGOT_PASSWORD_ANSWER,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
} from '@manifest/contracts/password-reset';
import type { PasswordResetService } from './password-reset-service';
import { createApiRouter } from '../../lib/api-router';

/** `POST /api/auth/forgot-password` and `POST /api/auth/reset-password`. */
export function passwordResetRouter({ service }: { service: PasswordResetService }): Router {
  const router = createApiRouter({ prefix: '/api/auth' });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.post('/forgot-password', async (ctx) => {
    const { emailNormalized, deviceId } = ZForgotPasswordRequest.parse(ctx.request.body);
    await service.requestReset(emailNormalized, ctx.ip, deviceId);
    ctx.status = 202;
    ctx.body = { message: FORGOT_PASSWORD_ANSWER };
  });

  router.post('/reset-password', async (ctx) => {
    const { token, password } = ZResetPasswordRequest.parse(ctx.request.body);
    ctx.body = await service.reset(token, password);
  });
  return router;
}
