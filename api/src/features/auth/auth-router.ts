import type Router from '@koa/router';

import {
  ZChangePasswordRequest,
  ZSigninRequest,
  ZSignupRequest,
  ZUpdateProfileRequest,
  type TSignup,
} from '@manifest/contracts/auth';
import { isIanaTimeZone, TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import { readBearerToken } from '../../middleware/bearer-token';
import type { UserState } from '../../middleware/require-user-middleware';
import type { Middleware } from 'koa';
import type { AuthService, SignupCard } from './auth-service';
import { createApiRouter } from '../../lib/api-router';

/** Checks a sign-up's card (attached to a new Stripe customer) before the account exists. */
export type PrepareSignupCard = (card: {
  email: string;
  name: string;
  paymentMethodId: string;
}) => Promise<SignupCard>;

/**
 * The card step of a sign-up that sends one (the landing modal: a payment method
 * and startTrial), else undefined: the account and its trial subscription together.
 */
export function signupCardOf(
  input: TSignup,
  prepareSignupCard: PrepareSignupCard,
): (() => Promise<SignupCard>) | undefined {
  const { paymentMethodId } = input;
  if (!paymentMethodId || !input.startTrial) return undefined;
  return () =>
    prepareSignupCard({
      email: input.email,
      name: `${input.firstName} ${input.lastName}`,
      paymentMethodId,
    });
}

/** /api/auth/*: validate with the contract, call the service, answer. */
export function authRouter({
  authService,
  requireUser,
  prepareSignupCard,
}: {
  authService: AuthService;
  requireUser: Middleware;
  prepareSignupCard: PrepareSignupCard;
}): Router {
  const router = createApiRouter({ prefix: '/api/auth' });

  router.use(async (ctx, next) => {
    // Answers carry tokens and personal data: never cache them.
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.post('/signup', async (ctx) => {
    const input = ZSignupRequest.parse(ctx.request.body);
    ctx.body = await authService.signup(input, ctx.ip, signupCardOf(input, prepareSignupCard));
    ctx.status = 201;
  });

  router.post('/signin', async (ctx) => {
    const input = ZSigninRequest.parse(ctx.request.body);
    ctx.body = await authService.signin(input, ctx.ip);
  });

  router.get('/user', requireUser, (ctx) => {
    ctx.body = ctx.state.user;
  });

  // The settings page: name and time zone. Answers the user as it now is.
  router.patch('/user', requireUser, async (ctx) => {
    const input = ZUpdateProfileRequest.parse(ctx.request.body);
    const { user } = ctx.state as UserState;
    const browserZone = ctx.get(TIME_ZONE_HEADER);
    ctx.body = await authService.updateProfile(user.id, input, {
      browserZone: isIanaTimeZone(browserZone) ? browserZone : undefined,
    });
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
