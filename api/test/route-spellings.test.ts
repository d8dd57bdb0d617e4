import { request as httpRequest } from 'node:http';
import type Router from '@koa/router';
import type Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

// Every route of every router, read from the routers the app mounts (a new
// route is covered without editing this file): a guard runs whatever the
// spelling of its path. Without a session and as a member, no other spelling
// of a route (letter case, a trailing slash, an encoded letter, doubled
// slashes, dot segments) is answered 2xx or 5xx: only 401, 403 or 404.

type Route = { method: string; template: string };

/** Routes a stranger may call; every other route answers 401 without a session. */
const PUBLIC_ROUTES = new Set([
  // Accounts: signing up and in, recovery, Google.
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // The emailed link's token is the proof; it may be opened on any device, signed in or not.
  'POST /api/auth/verify-email',
  'GET /auth/google',
  'GET /auth/google/callback',
  'POST /api/auth/google/session',
  'POST /api/auth/google/signup',
  // Editorial content, read by visitors; comments are moderated.
  'GET /api/blog/categories',
  'GET /api/blog/posts',
  'GET /api/blog/posts/search',
  'GET /api/blog/posts/featured',
  'GET /api/blog/posts/category/:slug',
  'GET /api/blog/posts/:slug/preview',
  'GET /api/blog/posts/:slug',
  'GET /api/blog/posts/:postId/comments',
  'POST /api/blog/posts/:postId/comments',
  'GET /api/meditations/list',
  'GET /api/affirmations',
  'GET /api/legal/:slug',
  'GET /sitemap.xml',
  'GET /rss.xml',
  'POST /api/contact',
  // Operators' token, or none for liveness.
  'GET /api/health/live',
  'GET /api/health',
  'GET /api/health/ready',
  'GET /metrics',
  // Signed by their senders.
  'POST /api/cms/webhook',
  'POST /api/stripe/webhook',
  'POST /api/cancel-subscription/link',
  // A reminder email's one-click unsubscribe (RFC 8058: no session); GET shows its button.
  'GET /api/reminders/unsubscribe',
  'POST /api/reminders/unsubscribe',
  // Anonymous measurements.
  'POST /api/analytics/page-view',
  'POST /api/analytics/client-reports',
  'GET /api/analytics/client-reports/settings',
  // Payments' public key, and the payment-success page's button.
  'GET /api/payments/config',
  'GET /api/login',
  // An image an <img> asks for: shown only under a URL the API signed for its owner, for a day or two.
  'GET /api/uploads/:id',
]);

const SAMPLE_ID = '0b6f5c1e-2f1a-4a57-9d55-1f0e7d3c2b10';

/** Every method and path of every router mounted on the app (HEAD goes with GET). */
function routesOf(app: Koa): Route[] {
  return app.middleware.flatMap((middleware) => {
    const router = (middleware as { router?: Router }).router;
    return (router?.stack ?? []).flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, template: String(layer.path) })),
    );
  });
}

const pathOf = (template: string) => template.replace(/:\w+/g, SAMPLE_ID);
const isParameter = (segment: string) => segment.startsWith(':');

const upperFirstLetter = (segment: string) => segment.replace(/[a-z]/, (c) => c.toUpperCase());
const encodeFirstLetter = (segment: string, hexCase: 'lower' | 'upper') =>
  segment.replace(/[a-z]/i, (c) => {
    const hex = c.charCodeAt(0).toString(16);
    return `%${hexCase === 'upper' ? hex.toUpperCase() : hex}`;
  });

/** The same route spelled every other way a client might try. */
export function otherSpellings(template: string): string[] {
  const segments = template.split('/').slice(1);
  const join = (parts: string[]) => pathOf(`/${parts.join('/')}`);
  const withSegment = (index: number, spell: (segment: string) => string) =>
    join(segments.map((segment, i) => (i === index ? spell(segment) : segment)));
  const staticIndexes = segments.flatMap((segment, i) => (isParameter(segment) ? [] : [i]));

  const spellings = [
    // Letter case: one segment at a time, and everything but the values.
    ...staticIndexes.map((i) => withSegment(i, upperFirstLetter)),
    ...staticIndexes.map((i) => withSegment(i, (segment) => segment.toUpperCase())),
    join(segments.map((segment) => (isParameter(segment) ? segment : segment.toUpperCase()))),
    // A letter percent-encoded, in either hex case.
    ...staticIndexes.flatMap((i) => [
      withSegment(i, (segment) => encodeFirstLetter(segment, 'lower')),
      withSegment(i, (segment) => encodeFirstLetter(segment, 'upper')),
    ]),
    // A trailing slash; a doubled slash before each segment.
    `${join(segments)}/`,
    ...segments.map((_, i) => withSegment(i, (segment) => `/${segment}`)),
    // Dot segments.
    withSegment(0, (segment) => `${segment}/.`),
    withSegment(0, (segment) => `${segment}/x/..`),
  ];
  const canonical = pathOf(template);
  return [...new Set(spellings)].filter((spelling) => spelling !== canonical);
}

type Answer = { status: number; cacheControl: string | undefined };

/** A request with the path exactly as given (fetch would tidy dot segments away). */
function send(
  base: string,
  { method, path, token }: { method: string; path: string; token?: string },
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname,
        port,
        method,
        path,
        headers: {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            cacheControl: incoming.headers['cache-control'],
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const key = ({ method, template }: Route) => `${method} ${template}`;

/**
 * Whether a path is another route's own spelling (`/api/blog/posts/Search` is the
 * post whose slug is Search): matched here letter for letter, never by the
 * routers' own matching, which is what is under test.
 */
function isSpellingOfAnotherRoute(path: string, routes: Route[], own: Route): boolean {
  return routes.some(({ template }) => {
    if (template === own.template) return false;
    const pattern = template
      .split('/')
      .map((segment) =>
        isParameter(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

describe('route guards, whatever the spelling of a path', () => {
  const api = useTestApp('postgres');

  it('reads every route from the routers', () => {
    const routes = routesOf(api.app).map(key);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContain('GET /api/admin/revenue');
    expect(routes).toContain('GET /api/goals');
    // A public route that no longer exists is dropped from the list, not left to cover nothing.
    for (const route of PUBLIC_ROUTES) expect(routes).toContain(route);
  });

  it('spells a path every other way', () => {
    expect(otherSpellings('/api/admin/revenue')).toEqual(
      expect.arrayContaining([
        '/api/ADMIN/revenue',
        '/api/Admin/revenue',
        '/API/ADMIN/REVENUE',
        '/api/%61dmin/revenue',
        '/api/admin/%52evenue'.replace('%52', '%72'),
        '/api/admin/revenue/',
        '/api//admin/revenue',
        '//api/admin/revenue',
        '/api/./admin/revenue',
        '/api/x/../admin/revenue',
      ]),
    );
    expect(otherSpellings('/api/goals/:id')).toContain(`/api/Goals/${SAMPLE_ID}`);
  });

  it('answers 401, 403 or 404 to every other spelling, without a session and as a member', async () => {
    const member = await api.newUser();
    const failures: string[] = [];
    const routes = routesOf(api.app);
    for (const route of routes) {
      for (const path of otherSpellings(route.template)) {
        if (isSpellingOfAnotherRoute(path, routes, route)) continue;
        for (const token of [undefined, member.token]) {
          const { status } = await send(api.url, { method: route.method, path, token });
          if (![401, 403, 404].includes(status)) {
            failures.push(
              `${route.method} ${path} ${token ? 'as a member' : 'signed out'}: ${status}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 without a session on every route that is not public, and 403 to a member on admin routes', async () => {
    const member = await api.newUser();
    const failures: string[] = [];
    for (const route of routesOf(api.app)) {
      const path = pathOf(route.template);
      const stranger = await send(api.url, { method: route.method, path });
      if (!PUBLIC_ROUTES.has(key(route)) && stranger.status !== 401) {
        failures.push(`${key(route)} signed out: ${stranger.status}`);
      }
      if (stranger.status === 500) failures.push(`${key(route)} signed out: 500`);
      if (route.template.startsWith('/api/admin/')) {
        const { status } = await send(api.url, { ...route, path, token: member.token });
        if (status !== 403) failures.push(`${key(route)} as a member: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never lets an answer to a signed-in request be stored', async () => {
    const failures: string[] = [];
    for (const route of routesOf(api.app)) {
      // A fresh person each time: a route may sign its caller out.
      const { token } = await api.newUser();
      const answer = await send(api.url, { ...route, path: pathOf(route.template), token });
      if (!answer.cacheControl?.split(/,\s*/).includes('no-store')) {
        failures.push(`${key(route)}: Cache-Control ${answer.cacheControl ?? 'missing'}`);
      }
      if (answer.status === 500) failures.push(`${key(route)}: 500`);
    }
    expect(failures).toEqual([]);
  });
});
