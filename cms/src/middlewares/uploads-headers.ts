/**
 * global::uploads-headers: how the media library's files (/uploads/*, served
 * by the upload plugin with koa-static) reach a browser.
 *
 * - Only image extensions are served (the upload check guarantees the bytes
 *   match them); anything else that ended up in public/uploads is a 404.
 * - `nosniff` keeps the browser on the type koa-static derives from the
 *   extension; `inline` shows the image; the sandbox CSP means that even a
 *   file opened on its own as a page can run nothing.
 *
 * The path is decoded and normalised first, the way koa-static reads it, so
 * `//uploads/...`, `/x/../uploads/...` or `%2E` spellings cannot slip past.
 */
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { IMAGE_EXTENSIONS } from '../lib/upload-policy';

const UPLOADS_DIR = 'uploads/';

export const UPLOADS_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': 'inline',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/** The request path as koa-static resolves it under public/, or undefined when it cannot be decoded. */
function publicFilePath(requestPath: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(requestPath)).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
}

const uploadsHeaders: Core.MiddlewareFactory = () => async (ctx, next) => {
  const file = publicFilePath(ctx.path);
  // An undecodable path serves no file either: koa-static answers it with a 400.
  // Lower-cased because routes match case-insensitively and some file systems do too.
  if (file === undefined || !file.toLowerCase().startsWith(UPLOADS_DIR)) return next();
  if (!IMAGE_EXTENSIONS.includes(path.extname(file).toLowerCase())) {
    ctx.status = 404;
    return;
  }
  ctx.set(UPLOADS_HEADERS);
  await next();
};

export default uploadsHeaders;
