import type Router from '@koa/router';

import { ZSignedImageQuery } from '@manifest/contracts/uploads';
import type { Middleware } from 'koa';
import { readImageBody } from './read-image-body';
import { servedImageHeaders } from './served-image-headers';
import { UPLOAD_NOT_FOUND_MESSAGE, type UploadsService } from './uploads-service';
import { createApiRouter } from '../../lib/api-router';
import { HttpError } from '../../lib/http-error';

/**
 * /api/uploads: a signed-in person's own images. Reading one needs no session
 * (an `<img>` sends none) but a URL the API signed for a day or two, handed
 * only to the owner; uploading and deleting need the owner's session.
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
    // No signature, or a malformed one, is not found: as a wrong one is.
    const query = ZSignedImageQuery.safeParse(ctx.query);
    if (!query.success) throw new HttpError(404, UPLOAD_NOT_FOUND_MESSAGE);
    const image = await uploadsService.findSignedImage(ctx.params.id ?? '', query.data);
    ctx.status = 200;
    ctx.set(servedImageHeaders(image.contentType, image.secondsLeft));
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
