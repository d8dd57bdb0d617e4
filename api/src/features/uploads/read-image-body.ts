import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@manifest/contracts/uploads';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { HttpError } from '../../lib/http-error';
import { MAX_IMAGE_BYTES } from './upload-limits';

const isTooLarge = (error: unknown) =>
  (error as { type?: unknown } | null)?.type === 'entity.too.large';

/**
 * The request body as bytes, at most MAX_IMAGE_BYTES: a larger Content-Length
 * is refused before reading, a longer stream as soon as it passes the limit.
 * app.ts parses JSON bodies only, so an image's body is still unread here; a
 * JSON body (already parsed) is no image.
 */
export async function readImageBody(ctx: Context): Promise<Buffer> {
  if (ctx.request.rawBody !== undefined) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  try {
    return await getRawBody(ctx.req, {
      limit: MAX_IMAGE_BYTES,
      length: ctx.request.length,
    });
  } catch (error) {
    // The rest of the body is never read: close the connection after answering.
    if (isTooLarge(error)) {
      throw new HttpError(413, IMAGE_TOO_LARGE_MESSAGE, { headers: { Connection: 'close' } });
    }
    throw error;
  }
}
