import { describe, expect, it, vi } from 'vitest';

import type { TRemoteRoute } from '../app/route-table';
import { createPrerenderedPages, insertPrerendered } from './prerendered-pages';

const ACCOUNT_ENTRY = 'http://account.example:3004/mf-manifest.json';
const DASHBOARD_ENTRY = 'http://dashboard.example:3001/mf-manifest.json';
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

  it('asks nothing for a route of no known remote, or no route', async () => {
    const fetch = vi.fn(async () => Response.json(PAGE));
    const pages = pagesWith(fetch);
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

describe('createPrerenderedPages for a browser holding a session', () => {
  const SIGNED_IN = 'theme=dark; manifest_signed_in=1';
  const CHROME =
    '<header>Manifest</header><div id="page-content"><template data-page-slot=""></template></div>';
  const FRAME = { ...PAGE, html: '<h1>Welcome back</h1><p>$& stays</p>', signedIn: true };
  const framesWith = (
    fetch: typeof globalThis.fetch,
    signedInChrome?: (pathname: string) => Promise<string | null>,
  ) =>
    createPrerenderedPages({
      remotesManifest: { remotes: [{ name: 'dashboard', entry: DASHBOARD_ENTRY }] },
      routes,
      fetch,
      signedInChrome,
    });

  it("asks the signed-in route's remote for its frame, and draws it in the chrome", async () => {
    const fetch = vi.fn(async () => Response.json(FRAME));
    const chrome = vi.fn(async () => CHROME);
    expect(await framesWith(fetch, chrome).read('/dashboard', SIGNED_IN)).toEqual({
      ...FRAME,
      html: '<header>Manifest</header><div id="page-content"><h1>Welcome back</h1><p>$& stays</p></div>',
    });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'http://dashboard.example:3001/_prerender?path=%2Fdashboard&session=1',
    );
    expect(chrome).toHaveBeenCalledWith('/dashboard');
  });

  type TAnswer = () => Promise<Response>;
  type TChrome = (() => Promise<string | null>) | undefined;
  const frameAnswer: TAnswer = async () => Response.json(FRAME);
  const drawnChrome: TChrome = async () => CHROME;
  it.each<[string, TAnswer, TChrome]>([
    ['no chrome to draw it in', frameAnswer, undefined],
    ['the chrome could not be drawn', frameAnswer, async () => null],
    // A remote deployed before frames existed draws its visitor page: never in the chrome.
    ['a page not marked as a frame', async () => Response.json(PAGE), drawnChrome],
    ['no frame for the page', async () => new Response('{}', { status: 404 }), drawnChrome],
  ])('sends the page without prerendered HTML with %s', async (_case, answer, chrome) => {
    expect(await framesWith(vi.fn(answer), chrome).read('/dashboard', SIGNED_IN)).toBeNull();
  });

  it('draws no chrome for an address whose remote has no frame', async () => {
    const chrome = vi.fn(async () => CHROME);
    const notFound = vi.fn(async () => new Response('{}', { status: 404 }));
    expect(await framesWith(notFound, chrome).read('/dashboard', SIGNED_IN)).toBeNull();
    expect(chrome).not.toHaveBeenCalled();
  });

  it('asks nothing where no signed-in page is, however public the address', async () => {
    const fetch = vi.fn(async () => Response.json(FRAME));
    const chrome = vi.fn(async () => CHROME);
    expect(await framesWith(fetch, chrome).read('/signin', SIGNED_IN)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
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
