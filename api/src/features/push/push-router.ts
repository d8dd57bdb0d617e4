import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import { ZDeletePushSubscriptionRequest, ZPushSubscription } from '@manifest/contracts/push';
import type { Middleware } from 'koa';
import { createApiRouter } from '../../lib/api-router';
import type { PushService } from './push-service';

/** The app's body parser reads POST, PUT and PATCH only; this DELETE carries `{ endpoint }`. */
const deleteBodyParser = bodyParser({
  enableTypes: ['json'],
  jsonLimit: '8kb',
  parsedMethods: ['DELETE'],
});

/** /api/push: the signed-in person's push subscriptions and the key browsers subscribe with. */
export function pushRouter({
  pushService,
  requireUser,
}: {
  pushService: PushService;
  requireUser: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/push' });
  router.use(requireUser);

  router.get('/public-key', async (ctx) => {
    ctx.body = await pushService.publicKey();
  });

  router.post('/subscriptions', async (ctx) => {
    await pushService.subscribe(ctx.state.user.id, ZPushSubscription.parse(ctx.request.body));
    ctx.status = 201;
    ctx.body = { subscribed: true };
  });

  router.delete('/subscriptions', deleteBodyParser, async (ctx) => {
    const { endpoint } = ZDeletePushSubscriptionRequest.parse(ctx.request.body);
    await pushService.unsubscribe(ctx.state.user.id, endpoint);
    ctx.status = 204;
  });

  return router;
}
