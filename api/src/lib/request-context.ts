import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'koa';

/** The request a piece of work belongs to, as every log line of it names it. */
export type RequestFields = { requestId?: string; userId?: string; route: string };

/** The label of a request no router matched (a 404): never the raw path, which anyone can vary. */
export const UNMATCHED_ROUTE = '(unmatched)';

const requests = new AsyncLocalStorage<Context>();

/** Runs the rest of a request with its context findable from any code it calls (the logger). */
export const runInRequestContext = <T>(ctx: Context, work: () => Promise<T>): Promise<T> =>
  requests.run(ctx, work);

type RouterLayer = { path: string | RegExp; methods: string[] };

/**
 * The router's pattern (`/api/daily-tasks/:taskId/complete`), not the path asked
 * for: the last route @koa/router matched for this path and method, as its own
 * `_setMatchedRouteInfo` picks it. (`ctx._matchedRoute` moves to a prefix
 * middleware's path while that middleware runs, so a 401 there would name it.)
 */
export function routePatternOf(ctx: Context): string {
  const layers = (ctx as { matched?: RouterLayer[] }).matched ?? [];
  const route = layers.findLast((layer) => layer.methods.includes(ctx.method));
  return route === undefined ? UNMATCHED_ROUTE : String(route.path);
}

/** Request id, signed-in user (once known) and route pattern of a request. */
export function requestFieldsOf(ctx: Context): RequestFields {
  const state = ctx.state as { requestId?: string; user?: { id: string } };
  return { requestId: state.requestId, userId: state.user?.id, route: routePatternOf(ctx) };
}

/** The fields of the request the caller is working for; none outside a request. */
export function currentRequestFields(): RequestFields | undefined {
  const ctx = requests.getStore();
  return ctx ? requestFieldsOf(ctx) : undefined;
}
