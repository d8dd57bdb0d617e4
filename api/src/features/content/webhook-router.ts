import type Router from '@koa/router';

import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Metrics } from '../../observability/metrics';
import type { ContentCache } from './content-cache';
import { isWebhookAuthorized } from './webhook-auth';
import { tagsForCmsEvent, ZCmsWebhookEvent } from './webhook-events';
import { createApiRouter } from '../../lib/api-router';

/** POST /api/cms/webhook: Strapi reports a change; the cached content it touches is dropped. */
export function cmsWebhookRouter({
  cache,
  secret,
  logger,
  metrics,
}: {
  cache: ContentCache;
  secret: string;
  logger: Logger;
  metrics: Metrics;
}): Router {
  const router = createApiRouter();
  router.post('/api/cms/webhook', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!isWebhookAuthorized(ctx.get('Authorization'), secret)) {
      metrics.webhookEvents.inc({ source: 'cms', type: 'unknown', outcome: 'refused' });
      throw new HttpError(401, 'Invalid webhook secret', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    const event = ZCmsWebhookEvent.parse(ctx.request.body);
    const tags = tagsForCmsEvent(event);
    // Here at once, and in every other API process through PostgreSQL.
    await cache.invalidate(tags);
    logger.info('CMS change received', { event: event.event, model: event.model, tags });
    metrics.webhookEvents.inc({ source: 'cms', type: event.event, outcome: 'handled' });
    ctx.body = { invalidated: tags };
  });
  return router;
}
