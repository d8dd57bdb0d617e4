import type { Middleware } from 'koa';
import { HttpError } from '../lib/http-error';

// A percent-encoding of a character that never needs one (RFC 3986 unreserved).
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/i;

/**
 * Whether a request path is in the one form the API answers: no empty
 * segment (`//`, or a trailing slash), no `.` or `..` segment, and no
 * percent-encoded letter, digit or `-._~`. Letter case is left to the routers,
 * which match it exactly.
 */
export function isCanonicalPath(path: string): boolean {
  if (path === '/') return true;
  if (!path.startsWith('/') || ENCODED_UNRESERVED.test(path)) return false;
  return path
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * Before any router: a path in any other spelling than its canonical one is
 * not found, so no spelling reaches a handler past a guard that did not match it.
 */
export function canonicalPathMiddleware(): Middleware {
  return async function requireCanonicalPath(ctx, next) {
    if (!isCanonicalPath(ctx.path)) throw new HttpError(404, 'Not found');
    await next();
  };
}
