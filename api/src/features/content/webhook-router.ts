import Router from '@koa/router';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { ContentCache } from './content-cache';
import { isWebhookAuthorized } from './webhook-auth';
import { tagsForCmsEvent, ZCmsWebhookEvent } from './webhook-events';

/** POST /api/cms/webhook: Strapi reports a change; the cached content it touches is dropped. */
export function cmsWebhookRouter({
  cache,
  secret,
  logger,
}: {
  cache: ContentCache;
  secret: string;
  logger: Logger;
}): Router {
  const router = new Router();
  router.post('/api/cms/webhook', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!isWebhookAuthorized(ctx.get('Authorization'), secret)) {
      throw new HttpError(401, 'Invalid webhook secret', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    const event = ZCmsWebhookEvent.parse(ctx.request.body);
    const tags = tagsForCmsEvent(event);
    cache.invalidate(tags);
    logger.info('CMS change received', { event: event.event, model: event.model, tags });
    ctx.body = { invalidated: tags };
  });
  return router;
}
