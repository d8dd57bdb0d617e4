import Router, { type RouterOptions } from '@koa/router';
import type { DefaultState } from 'koa';

/**
 * Every router of the API. Matching is case-sensitive: @koa/router matches a
 * route's path case-insensitively by default but a prefix's `router.use()`
 * middleware case-sensitively, so `/api/ADMIN/revenue` reached the handler
 * without the guard. Case-sensitive, both see the same paths, and a route's
 * guards run for every spelling that reaches it. (The other spellings of a
 * path, trailing slashes and the like, never reach a router:
 * canonicalPathMiddleware answers them 404.)
 */
export function createApiRouter<State = DefaultState>(
  options: Pick<RouterOptions, 'prefix'> = {},
): Router<State> {
  return new Router<State>({ ...options, sensitive: true });
}
