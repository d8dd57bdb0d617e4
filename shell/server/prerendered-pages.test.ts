import type { TPageLine } from '@manifest/remote-kit/pages';
import { describe, expect, it, vi } from 'vitest';

import type { TRemoteRoute } from '../src/app/route-table';
import { createPrerenderedPages, insertPrerendered } from './prerendered-pages';

const ACCOUNT_ENTRY = 'http://account.example:3004/mf-manifest.json';
const BLOG_ENTRY = 'http://blog.example:3003/v2/mf-manifest.json';
const DASHBOARD_ENTRY = 'http://dashboard.example:3001/mf-manifest.json';
const REMOTES = {
  remotes: [
    { name: 'account', entry: ACCOUNT_ENTRY },
    { name: 'blog', entry: BLOG_ENTRY },
    { name: 'dashboard', entry: DASHBOARD_ENTRY },
  ],
};
const routes: { signedOut: TRemoteRoute[]; signedIn: TRemoteRoute[] } = {
  signedOut: [
    { path: '/signin', remote: 'account', module: 'SignInPage' },
    { path: '/reset-password', remote: 'account', module: 'ResetPasswordPage' },
    { path: '/blog/:slug', remote: 'blog', module: 'BlogPostPage' },
    { path: '/pricing', remote: 'account', module: 'PricingPage' },
  ],
  signedIn: [
    { path: '/dashboard', remote: 'dashboard', module: 'DashboardPage' },
    { path: '/ai-demo', remote: 'dashboard', module: 'AiDemoPage' },
    { path: '/pricing', remote: 'account', module: 'PricingPage' },
  ],
};
const LINES: Record<string, TPageLine> = {
  'account/SignInPage': { paths: ['/signin', '/login'], for: 'visitors', prerender: 'build' },
  'account/ResetPasswordPage': { paths: ['/reset-password'], for: 'visitors' },
  'account/PricingPage': { paths: ['/pricing'], for: 'both', prerender: 'build' },
  'blog/BlogPostPage': { paths: ['/blog/:slug'], for: 'both', prerender: 'request' },
  'dashboard/DashboardPage': { paths: ['/dashboard', '/'], for: 'members', prerender: 'build' },
  'dashboard/AiDemoPage': { paths: ['/ai-demo'], for: 'members' },
};
const lineOf = async (remote: string, module: string) => LINES[`${remote}/${module}`];

const POST = {
  html: '<h1>A post</h1>',
  state: { queries: [{ queryHash: 'post' }], mutations: [] },
};
const FILES: Record<string, string> = {
  'http://account.example:3004/prerendered/signin.html': '<h1>Welcome Back</h1>',
  'http://account.example:3004/prerendered/pricing.html': '<h1>Pricing</h1>',
  'http://dashboard.example:3001/prerendered/dashboard.html': '<h1>Welcome</h1><p>$& stays</p>',
};
/** The remotes' servers: their built pages as files, the blog's posts drawn per request. */
const remoteServers = () =>
  vi.fn(async (url: string | URL | Request) => {
    const address = String(url);
    if (address in FILES) return new Response(FILES[address]);
    if (address.startsWith('http://blog.example:3003/_prerender?')) return Response.json(POST);
    return new Response('not found', { status: 404 });
  });

const SIGNED_IN = 'theme=dark; manifest_signed_in=1';
const CHROME =
  '<header>Manifest</header><div id="page-content"><template data-page-slot=""></template></div>';

const pagesWith = (
  fetch: typeof globalThis.fetch,
  {
    timeoutMs,
    signedInChrome,
  }: { timeoutMs?: number; signedInChrome?: () => Promise<string | null> } = {},
) =>
  createPrerenderedPages({
    remotesManifest: REMOTES,
    routes,
    lineOf,
    fetch,
    timeoutMs,
    signedInChrome: signedInChrome ?? (async () => CHROME),
  });

describe('createPrerenderedPages for a visitor', () => {
  it("reads a built page from beside its remote's manifest, once for many visitors", async () => {
    const fetch = remoteServers();
    const pages = pagesWith(fetch);
    const [first, second] = await Promise.all([
      pages.read('/signin?next=%2Fpricing'),
      pages.read('/signin'),
    ]);
    expect(first).toEqual({ html: '<h1>Welcome Back</h1>' });
    expect(second).toEqual(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks the route's remote to draw a page per request, with its query", async () => {
    const fetch = remoteServers();
    expect(await pagesWith(fetch).read('/blog/a-post?ref=mail')).toEqual(POST);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://blog.example:3003/_prerender?path=%2Fblog%2Fa-post%3Fref%3Dmail',
    );
  });

  it('asks nothing for a page its remote does not prerender, no route, or another site', async () => {
    const fetch = remoteServers();
    const pages = pagesWith(fetch);
    expect(await pages.read('/reset-password')).toBeNull();
    expect(await pages.read('/nowhere')).toBeNull();
    expect(await pages.read('//evil.example/signin')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks nothing while the remote's page list is unknown", async () => {
    const fetch = remoteServers();
    const pages = createPrerenderedPages({
      remotesManifest: REMOTES,
      routes,
      lineOf: async () => undefined,
      fetch,
    });
    expect(await pages.read('/signin')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', async () => new Response('{}', { status: 404 })],
    ['a body of another shape', async () => Response.json({ html: 1 })],
    ['a body that is not JSON', async () => new Response('<html>')],
    ['a refused connection', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('sends a page drawn per request without its HTML on %s', async (_case, answer) => {
    expect(await pagesWith(vi.fn(answer)).read('/blog/a-post')).toBeNull();
  });

  it('sends a built page without its HTML when the file cannot be read', async () => {
    const gone = vi.fn(async () => new Response('gone', { status: 404 }));
    expect(await pagesWith(gone).read('/signin')).toBeNull();
  });

  it('gives up on a remote slower than the timeout', async () => {
    const slow = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const started = Date.now();
    expect(await pagesWith(slow, { timeoutMs: 50 }).read('/blog/a-post')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('createPrerenderedPages for a browser holding a session', () => {
  it("draws a members' page's built frame inside the signed-in chrome", async () => {
    const chrome = vi.fn(async () => CHROME);
    expect(
      await pagesWith(remoteServers(), { signedInChrome: chrome }).read('/dashboard', SIGNED_IN),
    ).toEqual({
      html: '<header>Manifest</header><div id="page-content"><h1>Welcome</h1><p>$& stays</p></div>',
    });
    expect(chrome).toHaveBeenCalledWith('/dashboard');
  });

  it('sends the page without prerendered HTML when the chrome could not be drawn', async () => {
    const pages = pagesWith(remoteServers(), { signedInChrome: async () => null });
    expect(await pages.read('/dashboard', SIGNED_IN)).toBeNull();
  });

  it("asks nothing for a members' page with no frame, or a page for visitors and members", async () => {
    const fetch = remoteServers();
    const chrome = vi.fn(async () => CHROME);
    const pages = pagesWith(fetch, { signedInChrome: chrome });
    expect(await pages.read('/ai-demo', SIGNED_IN)).toBeNull();
    expect(await pages.read('/pricing', SIGNED_IN)).toBeNull();
    expect(await pages.read('/signin', SIGNED_IN)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(chrome).not.toHaveBeenCalled();
  });
});

describe('insertPrerendered', () => {
  const INDEX = '<html><head></head><body><div id="root"></div></body></html>';

  it("writes the page in the root's place, and its data as JSON when it has some", () => {
    expect(insertPrerendered(INDEX, POST)).toBe(
      '<html><head></head><body><div id="prerender"><h1>A post</h1></div>' +
        '<script id="prerender-state" type="application/json">{"queries":[{"queryHash":"post"}],"mutations":[]}</script>' +
        '</body></html>',
    );
    expect(insertPrerendered(INDEX, { html: '<h1>Welcome Back</h1>' })).toBe(
      '<html><head></head><body><div id="prerender"><h1>Welcome Back</h1></div></body></html>',
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
