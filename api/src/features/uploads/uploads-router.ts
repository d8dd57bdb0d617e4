import type Router from '@koa/router';

import type { Middleware } from 'koa';
import { readImageBody } from './read-image-body';
import { servedImageHeaders } from './served-image-headers';
import type { UploadsService } from './uploads-service';
import { createApiRouter } from '../../lib/api-router';

/**
 * /api/uploads: a signed-in person's own images. Reading one is public (an
 * `<img>` sends no token; ids are random UUIDs); uploading and deleting are not.
 */
export function uploadsRouter({
  uploadsService,
  requireUser,
}: {
  uploadsService: UploadsService;
  requireUser: Middleware;
}): Router {
  const router = createApiRouter({ prefix: '/api/uploads' });

  // requireUser runs first: an anonymous upload is a 401 before a byte is read.
  router.post('/images', requireUser, async (ctx) => {
    const body = await readImageBody(ctx);
    ctx.body = await uploadsService.createImage(ctx.state.user.id, body);
    ctx.status = 201;
  });

  router.get('/:id', async (ctx) => {
    const image = await uploadsService.findImage(ctx.params.id ?? '');
    ctx.status = 200;
    ctx.set(servedImageHeaders(image.contentType));
    // The bytes behind an id never change, so the id is a strong validator.
    ctx.etag = `"${image.id}"`;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = image.bytes;
    ctx.type = image.contentType;
  });

  router.delete('/:id', requireUser, async (ctx) => {
    await uploadsService.removeImage(ctx.state.user.id, ctx.params.id ?? '');
    ctx.status = 204;
  });

  return router;
}
