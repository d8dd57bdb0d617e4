import type Router from '@koa/router';

import {
  ZCancelByLinkRequest,
  ZCancelSubscriptionRequest,
  ZCompleteTrialRequest,
  ZCreatePaymentIntentRequest,
  ZStartTrialRequest,
  ZVerifyPaymentRequest,
} from '@manifest/contracts/payments';
import type { Middleware } from 'koa';
import type { UserState } from '../../middleware/require-user-middleware';
import type { PaymentsService } from './payments-service';
import { createApiRouter } from '../../lib/api-router';

/**
 * The money calls (spec 000 section 7, spec 001 section 7). Signed in, but not
 * behind the trial's 402: a person whose trial ended must be able to pay.
 */
export function paymentsRouter({
  payments,
  requireUser,
  handleStripeWebhook,
}: {
  payments: PaymentsService;
  requireUser: Middleware;
  handleStripeWebhook: (rawBody: string, signature: string) => Promise<unknown>;
}): Router<UserState> {
  const router = createApiRouter<UserState>({ prefix: '/api' });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  // The payment-success page's button (spec 000 section 2): a page navigation, so home,
  // where the shell shows the dashboard to a signed-in person.
  router.get('/login', (ctx) => {
    ctx.redirect('/');
  });

  router.get('/payments/config', (ctx) => {
    ctx.body = payments.config();
  });

  router.post('/start-trial', requireUser, async (ctx) => {
    const { userInfo } = ZStartTrialRequest.parse(ctx.request.body);
    ctx.body = await payments.startTrial(ctx.state.user.id, userInfo);
  });

  router.post('/complete-trial-signup', requireUser, async (ctx) => {
    const { setupIntentId } = ZCompleteTrialRequest.parse(ctx.request.body);
    ctx.body = {
      success: true,
      user: await payments.completeTrialSignup(ctx.state.user.id, setupIntentId),
    };
  });

  router.post('/create-payment-intent', requireUser, async (ctx) => {
    // The body is checked (the spec's client sends it) but the amount is the server's.
    ZCreatePaymentIntentRequest.parse(ctx.request.body ?? {});
    ctx.body = await payments.createPaymentIntent(ctx.state.user.id);
  });

  router.post('/verify-payment', requireUser, async (ctx) => {
    const { paymentIntentId } = ZVerifyPaymentRequest.parse(ctx.request.body);
    ctx.body = {
      success: true,
      user: await payments.verifyPayment(ctx.state.user.id, paymentIntentId),
    };
  });

  router.post('/cancel-subscription', requireUser, async (ctx) => {
    const { reason } = ZCancelSubscriptionRequest.parse(ctx.request.body ?? {});
    ctx.body = await payments.cancelSubscription(ctx.state.user.id, reason);
  });

  router.post('/cancel-subscription/link', async (ctx) => {
    const { token } = ZCancelByLinkRequest.parse(ctx.request.body);
    ctx.body = await payments.cancelByLink(token);
  });

  router.post('/stripe/webhook', async (ctx) => {
    ctx.body = await handleStripeWebhook(ctx.request.rawBody ?? '', ctx.get('Stripe-Signature'));
  });
  return router;
}
