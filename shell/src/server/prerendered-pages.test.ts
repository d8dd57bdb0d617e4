import { describe, expect, it, vi } from 'vitest';

import type { TRemoteRoute } from '../app/route-table';
import { createPrerenderedPages, insertPrerendered } from './prerendered-pages';

const ACCOUNT_ENTRY = 'http://account.example:3004/mf-manifest.json';
const routes: { signedOut: TRemoteRoute[]; signedIn: TRemoteRoute[] } = {
  signedOut: [
    { path: '/signin', remote: 'account', module: 'SignInPage' },
    { path: '/blog/:slug', remote: 'blog', module: 'BlogPostPage' },
  ],
  signedIn: [{ path: '/dashboard', remote: 'dashboard', module: 'DashboardPage' }],
};
const PAGE = { html: '<h1>Welcome Back</h1>', state: { queries: [], mutations: [] } };

const pagesWith = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  createPrerenderedPages({
    remotesManifest: { remotes: [{ name: 'account', entry: ACCOUNT_ENTRY }] },
    routes,
    fetch,
    timeoutMs,
  });

describe('createPrerenderedPages', () => {
  it("asks the route's remote for the page, with its query", async () => {
    const fetch = vi.fn(async () => Response.json(PAGE));
    expect(await pagesWith(fetch).read('/signin?next=%2Fpricing')).toEqual(PAGE);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'http://account.example:3004/_prerender?path=%2Fsignin%3Fnext%3D%252Fpricing',
    );
  });

  it('asks nothing for a browser holding a session, a route of no known remote, or no route', async () => {
    const fetch = vi.fn(async () => Response.json(PAGE));
    const pages = pagesWith(fetch);
    expect(await pages.read('/signin', 'theme=dark; manifest_signed_in=1')).toBeNull();
    expect(await pages.read('/blog/a-post')).toBeNull();
    expect(await pages.read('/nowhere')).toBeNull();
    expect(await pages.read('//evil.example/signin')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', async () => new Response('{}', { status: 404 })],
    ['a body of another shape', async () => Response.json({ html: 1 })],
    ['a body that is not JSON', async () => new Response('<html>')],
    ['a refused connection', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('sends the page without prerendered HTML on %s', async (_case, answer) => {
    expect(await pagesWith(vi.fn(answer)).read('/signin')).toBeNull();
  });

  it('gives up on a remote slower than the timeout', async () => {
    const slow = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const started = Date.now();
    expect(await pagesWith(slow, 50).read('/signin')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('insertPrerendered', () => {
  const INDEX = '<html><head></head><body><div id="root"></div></body></html>';

  it('writes the page before a hidden root, and its data as JSON', () => {
    expect(insertPrerendered(INDEX, PAGE)).toBe(
      '<html><head></head><body><div id="prerender"><h1>Welcome Back</h1></div>' +
        '<script id="prerender-state" type="application/json">{"queries":[],"mutations":[]}</script>' +
        '<div id="root" hidden></div></body></html>',
    );
  });

  it('keeps text that looks like a replacement pattern, and data that could close the script', () => {
    const page = insertPrerendered(INDEX, {
      html: '<p>$& costs $9.99, $1 and $`</p>',
      state: { queries: ['</script><script>alert(1)</script>'], mutations: [] },
    });
    expect(page).toContain('<p>$& costs $9.99, $1 and $`</p>');
    expect(page).not.toContain('</script><script>');
    expect(page).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });
});
